/**
 * What the status-vocabulary lint rule refuses: each marked line compares a
 * status, payment-status or frequency code with a bare number. Excluded from
 * `npm run lint`; `scripts/lint-codes.test.ts` lints it on purpose and expects
 * one error per marked line.
 */
type Row = { active_status_id: number; payment_status_id: number; payment_frequency_id: number }

export function bareCodes(row: Row, paymentStatusId: number, maybe?: Row): string[] {
  const found: string[] = []
  if (row.active_status_id === 1) found.push('active') // refused
  if (4 !== row.active_status_id) found.push('not suspended') // refused
  if (maybe?.payment_frequency_id == 7) found.push('quarterly') // refused
  if (paymentStatusId === 2) found.push('partial') // refused
  switch (row.payment_status_id) {
    case 1: // refused
      found.push('none')
      break
    default:
      found.push('other')
  }
  return found
}
