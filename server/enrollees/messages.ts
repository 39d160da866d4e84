/** Server messages of spec §8 that name the support e-mail. */
export const removalStarted = (supportEmail: string) =>
  `Successful! The Enrollee removal process has started and will be completed by the end of your billing cycle. For help/enquires please contact ${supportEmail}`

export const extensionRemovalStarted = (supportEmail: string) =>
  `Successful! The Extension will be completely removed by the end of your billing cycle. For help/enquires please contact ${supportEmail}`

export const OUTSTANDING_BILL =
  'This invoice has an outstanding variable bill. Please pay it, ask for a refund or dismiss it before adding enrollees.'
