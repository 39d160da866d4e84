import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

export type Faq = { id: string; question: MessageDescriptor; answer: MessageDescriptor }

/** Spec §2 help page: five questions plan owners ask most. */
export const faqs: Faq[] = [
  {
    id: 'add-enrollee',
    question: msg`How do I add an enrollee to my plan?`,
    answer: msg`Open Enrollees and choose "Assign plan". Pick the invoice with free slots, then enter the enrollee's name, email and phone. If all slots are used, buy a new plan first.`,
  },
  {
    id: 'complete-profile',
    question: msg`How is an enrollee's profile completed?`,
    answer: msg`When you add an enrollee you choose whether they complete their own profile (they receive an email) or you do it for them from their page, including a passport photo and a preferred hospital.`,
  },
  {
    id: 'renew',
    question: msg`How do I renew an expired plan?`,
    answer: msg`Open the invoice from Invoices, or use "Renew plan" on the enrollee list. Choose the enrollees to keep on the plan and pay online.`,
  },
  {
    id: 'frequency',
    question: msg`Can I change how often I pay?`,
    answer: msg`Yes. On an invoice, choose a new payment frequency. The change takes effect from the next billing cycle. Yearly payment saves 5%.`,
  },
  {
    id: 'offline',
    question: msg`Can I use the dashboard without a network connection?`,
    answer: msg`Yes. Pages you have opened stay readable offline, and profile edits made offline are sent automatically when you are back online. Payments need a connection.`,
  },
]
