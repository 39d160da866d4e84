/**
 * (decisions: 'What a new user tripped on') a quick second tap of an invoice's one-time action showed an
 * error after its success ("already off", "already billed quarterly"). Two clicks
 * in the same moment: the user sees the success, no error, and the server applied
 * the write once.
 */
import { useState, type ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import * as v from 'valibot'
import { invoice as invoiceSchema } from '@/lib/contract/billing'
import { invoiceSample } from '@/test/contract-samples'
import { oneTimeApi } from '@/test/one-time-api'
import { renderWithProviders } from '@/test/render'
import { AutoBillingModal } from './auto-billing-modal'
import { ChangeFrequencyDialog } from './change-frequency-dialog'
import { PayInvoiceNotice } from './pay-invoice-notice'

afterEach(() => vi.unstubAllGlobals())

const refusal = (status: number, text: string) => ({ status, body: { status: 'error', message: text } })

/** As the invoice page does: the dialog until it is done, then the server's message. */
function Page({ dialog }: { dialog: (onDone: (message: string | null) => void) => ReactNode }) {
  const [done, setDone] = useState<string | null>(null)
  return done === null ? dialog(setDone) : <p role="status">{done}</p>
}

function doubleClick(button: HTMLElement) {
  fireEvent.click(button)
  fireEvent.click(button)
}

describe('one-time invoice actions, tapped twice quickly', () => {
  it('Cancel auto-billing: switched off, not "already off"', async () => {
    const invoice = v.parse(invoiceSchema, { ...invoiceSample, autobill: 1 })
    const api = oneTimeApi({
      success: { status: 'success', message: 'Auto-billing has been switched off for this invoice.' },
      refusal: refusal(422, 'Auto-billing is already off for this invoice.'),
      reads: { status: 'success', message: 'OK', data: { ...invoiceSample, autobill: 0 } },
    })
    renderWithProviders(<Page dialog={(onDone) => <AutoBillingModal invoice={invoice} onClose={() => undefined} onDone={onDone} />} />)
    doubleClick(await screen.findByRole('button', { name: 'Yes' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Auto-billing has been switched off for this invoice.')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(api.writes()).toEqual(['POST /v3/payment/unsubscribe/INV-1002'])
  })

  it('Payment frequency (cancelling a pending change): saved, not "already billed quarterly"', async () => {
    // Quarterly now, yearly chosen for the next cycle: quarterly (preselected) cancels the change.
    const invoice = v.parse(invoiceSchema, { ...invoiceSample, payment_frequency_id: 7, new_frequency_id: 4 })
    const api = oneTimeApi({
      success: { status: 'success', message: 'The pending change has been cancelled.', data: { ...invoiceSample, new_frequency_id: null } },
      refusal: refusal(422, 'This invoice is already billed quarterly.'),
      reads: { status: 'success', message: 'OK', data: [] },
    })
    renderWithProviders(<Page dialog={(onDone) => <ChangeFrequencyDialog invoice={invoice} onClose={() => undefined} onDone={onDone} />} />)
    expect(await screen.findByRole('radio', { name: /Quarterly/ })).toBeChecked()
    doubleClick(screen.getByRole('button', { name: 'Confirm' }))
    expect(await screen.findByRole('status')).toHaveTextContent('The pending change has been cancelled.')
    expect(screen.queryByText('This invoice is already billed quarterly.')).not.toBeInTheDocument()
    expect(api.writes()).toEqual(['PUT /v3/accounts/invoices/INV-1002'])
  })

  it('Pay a pending invoice: one checkout, no "could not be started" (a second would be a second payment)', async () => {
    // The saved card was charged (no payment page): the browser goes straight to the outcome page.
    const checkout = {
      use_new_card: false,
      authorization_url: null,
      redirect_url: null,
      invoice_reference_code: 'INV-1008',
      reference: 'INV-1008-1',
      amount: 50000,
    }
    const api = oneTimeApi({
      success: { status: 'success', message: 'Checkout started.', data: checkout },
      refusal: refusal(422, 'This invoice has been paid.'),
    })
    const leave = vi.spyOn(console, 'error').mockImplementation(() => undefined) // jsdom cannot navigate
    renderWithProviders(<PayInvoiceNotice invoice={{ reference_code: 'INV-1008', total_price: 50000 }} />)
    const pay = await screen.findByRole('button', { name: 'Pay ₦50,000.00' })
    doubleClick(pay)
    await vi.waitFor(() => expect(api.writes()).toEqual(['POST /v3/payment/manual/INV-1008']))
    // Still on its way to the outcome page: Pay stays taken, and nothing went wrong.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(pay).toBeDisabled()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.queryByText('The payment could not be started')).not.toBeInTheDocument()
    leave.mockRestore()
  })
})
