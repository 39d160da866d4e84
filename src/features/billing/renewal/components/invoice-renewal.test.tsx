import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expectOneCheckoutOnDoubleTap } from '@/test/checkout-api'
import { renderWithProviders } from '@/test/render'
import { sessionStore } from '@/lib/session/session-store'
import type { Invoice, InvoiceEnrollee } from '@/lib/contract/billing'
import type { ActiveStatusId } from '@/lib/contract/common'
import { InvoiceRenewal } from './invoice-renewal'
import { testUser } from '@/test/auth-user'
import { forgetAttempts } from '@/lib/http/send-once'

const invoice = (overrides: Partial<Invoice>): Invoice => ({
  reference_code: 'INV-7',
  total_price: 0,
  plan_count: 3,
  payment_frequency_id: 4,
  new_frequency_id: null,
  active_status_id: 5,
  payment_status_id: 3,
  no_of_available_slots: 0,
  issue_time: '2025-01-01T09:00:00.000Z',
  created_at: '2025-01-01T09:00:00.000Z',
  start_date: '2025-01-02',
  end_date: '2026-01-01',
  autobill: 0,
  has_variable_billing: false,
  subscription_id: 7,
  products: [],
  ...overrides,
})

const person = (user_id: number, first_name: string, productId: number, active_status_id: ActiveStatusId): InvoiceEnrollee => ({
  user_id,
  first_name,
  last_name: 'Eze',
  email: null,
  active_status_id,
  product: {
    id: productId,
    name: productId === 18028 ? 'Alexandrite' : productId === 18027 ? 'Red Beryl' : 'Sapphire',
    plan_type: 'plan',
    price: 1,
    package: 'Individual',
  },
})
const plan = (id: number, name: string, monthly: number) => ({
  id,
  name,
  type: 'plan',
  description: '',
  price: { monthly, quarterly: monthly * 3, yearly: monthly * 12 * 0.95 },
  extension: null,
})

type Sent = { method: string; path: string; body: unknown }
const sent: Sent[] = []
let enrollees: InvoiceEnrollee[] = []

function answer(method: string, path: string): unknown {
  if (path.endsWith('/enrollees')) return { status: 'success', data: enrollees }
  if (path === '/products')
    return { status: 'success', data: [plan(18027, 'Red Beryl', 15_000), plan(18028, 'Alexandrite', 25_000), plan(96, 'Sapphire', 4_000)] }
  if (path === '/variable-billing/options')
    return {
      status: 'success',
      data: [
        { id: 1, reason: 'I forgot to renew my plan' },
        { id: 5, reason: 'Other' },
      ],
    }
  if (path === '/variable-billing/reason' && method === 'PUT')
    return { status: 'success', message: 'Thank you for telling us why the plan expired.' }
  if (path === '/variable-billing/info') {
    return {
      status: 'success',
      data: { breakdown: { '11': { onetime_fee: 285_000, monthly_fee: 25_000 }, '12': { onetime_fee: 171_000, monthly_fee: 15_000 } } },
    }
  }
  if (path === '/retail/renew/INV-7' && method === 'POST') {
    const data = {
      use_new_card: false,
      authorization_url: null,
      redirect_url: null,
      invoice_reference_code: 'INV-7',
      reference: 'INV-7-1',
      amount: 30_000,
    }
    return { status: 'success', message: 'Checkout started.', data }
  }
  throw new Error(`Unexpected ${method} ${path}`)
}

beforeEach(() => {
  sent.length = 0
  sessionStore.signIn(testUser())
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET'
    const path = new URL(url, 'http://api.test').pathname.replace(/^.*\/v3/, '')
    sent.push({ method, path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined })
    return Promise.resolve(new Response(JSON.stringify(answer(method, path)), { status: 200 }))
  })
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  sessionStore.signOut()
})

const heading = (name: string) => screen.findByRole('heading', { name })

describe('InvoiceRenewal', () => {
  it('plan reset path: reason sent on choice, back and next, toggling, frequency re-prices everyone', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 0, 31, 10) })
    const user = userEvent.setup()
    enrollees = [person(11, 'Ada', 18028, 5), person(12, 'Bayo', 18027, 5), person(13, 'Chi', 18027, 4), person(14, 'Dozie', 96, 5)]
    renderWithProviders(<InvoiceRenewal invoice={invoice({ active_status_id: 5, payment_frequency_id: 4 })} />)

    await heading('Your plan is no longer active')
    expect(screen.getByText('Cover ended 30 days ago, on 1 January 2026.')).toBeVisible()
    await user.click(await screen.findByRole('radio', { name: 'I forgot to renew my plan' }))
    expect(await screen.findByText('Thank you for telling us why the plan expired.')).toBeVisible()
    expect(sent.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/variable-billing/reason', body: { reference_code: 'INV-7', reason: 1 } },
    ])

    await user.click(screen.getByRole('button', { name: 'Next' }))
    await heading('Your plan starts again from the day you pay')
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(await screen.findByRole('radio', { name: 'I forgot to renew my plan' })).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.click(screen.getByRole('button', { name: 'Reactivate' }))
    await heading('Choose who to renew')

    // Sapphire (96) is hidden: not offered. Everyone else starts ticked.
    const list = screen.getByRole('group', { name: 'Enrollees to renew' })
    expect(within(list).getAllByRole('checkbox')).toHaveLength(3)
    expect(within(list).queryByRole('checkbox', { name: 'Dozie Eze' })).toBeNull()
    expect(
      screen.getByText(
        '1 enrollee on this invoice holds a plan that is not renewed here, so they are not listed. Buy a new plan for them.',
      ),
    ).toBeVisible()
    expect(screen.getByRole('radio', { name: 'Yearly' })).toBeChecked()
    expect(screen.getByText('Alexandrite · Individual · ₦285,000.00')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Continue to pay ₦627,000.00' })).toBeEnabled()
    // Suspended, like everyone on a suspended invoice: ticked and can be left out, as in the Renew modal.
    expect(screen.getByRole('checkbox', { name: 'Chi Eze' })).toBeEnabled()
    expect(screen.getByRole('checkbox', { name: 'Chi Eze' })).toBeChecked()

    await user.click(screen.getByRole('radio', { name: 'Quarterly' }))
    expect(screen.getByRole('button', { name: 'Continue to pay ₦165,000.00' })).toBeEnabled()
    expect(screen.getByText('Alexandrite · Individual · ₦75,000.00')).toBeVisible()
    await user.click(screen.getByRole('checkbox', { name: 'Ada Eze' }))
    expect(screen.getByRole('button', { name: 'Continue to pay ₦90,000.00' })).toBeEnabled()
    await user.click(screen.getByRole('radio', { name: 'Monthly' }))
    expect(screen.getByRole('button', { name: 'Continue to pay ₦30,000.00' })).toBeEnabled()

    await user.click(screen.getByRole('button', { name: 'Back' }))
    await heading('Your plan starts again from the day you pay')
  })

  it('"Other" asks for the owner\'s words before sending them', async () => {
    const user = userEvent.setup()
    renderWithProviders(<InvoiceRenewal invoice={invoice({ active_status_id: 5, payment_frequency_id: 4 })} />)

    await user.click(await screen.findByRole('radio', { name: 'Other' }))
    const box = screen.getByRole('textbox', { name: 'Tell us why' })
    expect(box).toBeRequired()
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Please tell us why the plan expired.')).toBeVisible()
    expect(sent.filter((call) => call.method === 'PUT')).toEqual([])

    await user.type(box, 'I moved abroad')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Thank you for telling us why the plan expired.')).toBeVisible()
    expect(sent.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/variable-billing/reason', body: { reference_code: 'INV-7', reason: 5, other_text: 'I moved abroad' } },
    ])
  })

  it('Continue to pay, tapped twice quickly, starts one checkout', async () => {
    forgetAttempts()
    const user = userEvent.setup()
    const leave = vi.spyOn(console, 'error').mockImplementation(() => undefined) // jsdom cannot navigate
    enrollees = [person(11, 'Ada', 18027, 4), person(12, 'Bayo', 18027, 4)]
    renderWithProviders(<InvoiceRenewal invoice={invoice({ active_status_id: 4, payment_frequency_id: 3 })} />)
    await user.click(await screen.findByRole('button', { name: 'Next' }))
    await user.click(screen.getByRole('button', { name: 'Reactivate' }))
    const pay = await screen.findByRole('button', { name: 'Continue to pay ₦30,000.00' })
    const checkouts = () => sent.filter((call) => call.method === 'POST' && call.path === '/retail/renew/INV-7').length
    await expectOneCheckoutOnDoubleTap(pay, { checkouts })
    leave.mockRestore()
  })

  it('keeps the last selected enrollee', async () => {
    const user = userEvent.setup()
    enrollees = [person(11, 'Ada', 18028, 5), person(12, 'Bayo', 18027, 6)]
    renderWithProviders(<InvoiceRenewal invoice={invoice({ active_status_id: 6, payment_frequency_id: 3 })} />)
    await user.click(await screen.findByRole('button', { name: 'Next' }))
    await user.click(screen.getByRole('button', { name: 'Reactivate' }))
    await user.click(await screen.findByRole('checkbox', { name: 'Ada Eze' }))
    const bayo = screen.getByRole('checkbox', { name: 'Bayo Eze' })
    expect(bayo).toBeChecked()
    expect(bayo).toBeDisabled()
    expect(screen.getByText('At least one enrollee must stay selected.')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Continue to pay ₦15,000.00' })).toBeEnabled()
    expect(sent.some((call) => call.method === 'PUT')).toBe(false)
  })

  it('variable billing path: fees, once or monthly, order summary; restart goes to plan selection', async () => {
    const user = userEvent.setup()
    enrollees = [person(11, 'Ada', 18028, 4), person(12, 'Bayo', 18027, 5)]
    renderWithProviders(<InvoiceRenewal invoice={invoice({ active_status_id: 4, payment_frequency_id: 4, has_variable_billing: true })} />)
    await user.click(await screen.findByRole('button', { name: 'Next' }))
    await heading('This invoice uses variable billing')
    await user.click(screen.getByRole('button', { name: 'Reactivate' }))
    await heading('Who should be reactivated?')
    expect(screen.getByText('Alexandrite · ₦285,000.00 once or ₦25,000.00 a month')).toBeVisible()
    expect(sent.find((call) => call.path === '/variable-billing/info')?.body).toEqual({ reference_code: 'INV-7' })

    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await heading('How do you want to pay?')
    expect(screen.getByRole('radio', { name: 'Once' })).toBeChecked()
    expect(screen.getByText('₦456,000.00 now')).toBeVisible()
    expect(screen.getByText('₦40,000.00 now, then ₦40,000.00 every month')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await heading('Order summary')
    expect(screen.getByRole('button', { name: 'Pay ₦456,000.00' })).toBeEnabled()

    await user.click(screen.getByRole('button', { name: 'Back' }))
    await user.click(screen.getByRole('radio', { name: 'Monthly' }))
    await user.click(screen.getByRole('button', { name: 'Back' }))
    // Anyone can be left out, and the totals follow.
    await user.click(screen.getByRole('checkbox', { name: 'Bayo Eze' }))
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    const summary = screen.getByRole('table', { name: 'Order summary' })
    expect(within(summary).getAllByRole('row')).toHaveLength(2)
    expect(within(summary).getByRole('row', { name: /Ada Eze/ })).toHaveTextContent('₦25,000.00')
    expect(screen.getByRole('button', { name: 'Pay ₦25,000.00' })).toBeEnabled()

    await user.click(screen.getByRole('button', { name: 'Back' }))
    await user.click(screen.getByRole('button', { name: 'Back' }))
    await user.click(screen.getByRole('button', { name: 'Back' }))
    await user.click(await screen.findByRole('button', { name: 'Restart' }))
    await heading('Choose who to renew')
    // A suspended invoice is renewed at its own frequency: nothing to choose.
    expect(screen.queryByRole('radio', { name: 'Monthly' })).toBeNull()
    expect(screen.getByText('Payment frequency: Yearly, as before.')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Continue to pay ₦285,000.00' })).toBeEnabled()
    await user.click(screen.getByRole('button', { name: 'Back' }))
    await heading('This invoice uses variable billing')
  })
})
