import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Notifications } from '@mantine/notifications'
import { renderWithProviders } from '@/test/render'
import { sessionStore } from '@/lib/session/session-store'
import type { Invoice } from '@/lib/contract/billing'
import { AddEnrolleeForm } from './add-enrollee-form'
import { testUser } from '@/test/auth-user'

const invoice: Invoice = {
  reference_code: 'INV-1002',
  total_price: 390000,
  plan_count: 6,
  payment_frequency_id: 7,
  new_frequency_id: null,
  active_status_id: 1,
  payment_status_id: 2,
  no_of_available_slots: 3,
  issue_time: '2025-05-01T09:00:00.000Z',
  created_at: '2025-05-01T09:00:00.000Z',
  start_date: '2025-05-02',
  end_date: '2025-08-01',
  autobill: 1,
  has_variable_billing: false,
  subscription_id: 1002,
  products: [
    { id: 18028, name: 'Alexandrite', no_of_enrollees: 4, no_of_available_slots: 2, price: 75000 },
    { id: 18027, name: 'Red Beryl', no_of_enrollees: 2, no_of_available_slots: 1, price: 45000 },
  ],
}

const sent: unknown[] = []

beforeEach(() => {
  sent.length = 0
  sessionStore.signIn(testUser({ phoneNumber: '08031234567' }))
  vi.stubGlobal('fetch', (_url: string, init?: RequestInit) => {
    sent.push(typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body)
    const data = { name: 'x', number_of_slots_left: 1, message: 'ok', product_id: 18027, user_id: 110001, hash: 'h'.repeat(32) }
    return Promise.resolve(new Response(JSON.stringify({ status: 'success', data }), { status: 201 }))
  })
})

afterEach(() => {
  vi.unstubAllGlobals()
  sessionStore.signOut()
})

function renderForm(onAdded = vi.fn(() => Promise.resolve())) {
  renderWithProviders(
    <>
      <Notifications />
      <AddEnrolleeForm invoice={invoice} onAdded={onAdded} variableBill={() => null} />
    </>,
  )
  return onAdded
}

describe('AddEnrolleeForm', () => {
  it('asks for a plan and an answer, then moves to the details for someone else', async () => {
    renderForm()
    expect(screen.getByRole('radio', { name: /Alexandrite/ })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText('Please choose a plan.')).toBeVisible()
    expect(screen.getByText('Please select an option.')).toBeVisible()

    await userEvent.click(screen.getByRole('radio', { name: /Red Beryl/ }))
    await userEvent.click(screen.getByRole('radio', { name: 'No, for someone else' }))
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByRole('heading', { name: "Step 2 of 2: the enrollee's details" })).toHaveFocus()
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('')
    expect(sent).toEqual([])
  })

  it('shows the all-fields notification and each missing field on the details step', async () => {
    const onAdded = renderForm()
    await userEvent.click(screen.getByRole('radio', { name: /Red Beryl/ }))
    await userEvent.click(screen.getByRole('radio', { name: 'No, for someone else' }))
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Add enrollee' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('All fields are required')
    expect(screen.getByText("Enter the enrollee's first name.")).toBeVisible()
    expect(screen.getByText("Enter the enrollee's phone number.")).toBeVisible()

    await userEvent.click(screen.getByRole('radio', { name: 'I will manage it' }))
    await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Kemi')
    await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'Adebayo')
    await userEvent.type(screen.getByRole('textbox', { name: /Email address/ }), 'kemi@example.com')
    await userEvent.type(screen.getByRole('textbox', { name: /Phone number/ }), '0803 111 2222')
    await userEvent.click(screen.getByRole('button', { name: 'Add enrollee' }))
    await vi.waitFor(() => expect(onAdded).toHaveBeenCalledWith(expect.objectContaining({ user_id: 110001 }), false))
    expect(sent).toEqual([
      expect.objectContaining({ product_id: 18027, for_me: false, can_manage: false, phone_number: '08031112222', subscription_id: 1002 }),
    ])
  })

  it('"for me" shows the own details and submits from the first step', async () => {
    const onAdded = renderForm()
    await userEvent.click(screen.getByRole('radio', { name: /Alexandrite/ }))
    await userEvent.click(screen.getByRole('radio', { name: 'Yes, for me' }))
    const preview = screen.getByRole('note')
    expect(within(preview).getByText('Ada Okafor')).toBeVisible()
    expect(within(preview).getByText('08031234567')).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Add me to this plan' }))
    await vi.waitFor(() => expect(onAdded).toHaveBeenCalledWith(expect.anything(), true))
    expect(sent).toEqual([
      expect.objectContaining({ product_id: 18028, for_me: true, can_manage: true, first_name: 'Ada', email_address: 'owner@example.com' }),
    ])
  })

  it('shows every error of the details step at once on each submit, the unset choice among them', async () => {
    renderForm()
    await userEvent.click(screen.getByRole('radio', { name: /Red Beryl/ }))
    await userEvent.click(screen.getByRole('radio', { name: 'No, for someone else' }))
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    // A first round with everything empty leaves an error on the unset choice.
    await userEvent.click(await screen.findByRole('button', { name: 'Add enrollee' }))
    expect(await screen.findByText("Enter the enrollee's email address.")).toBeVisible()
    await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Kemi')
    await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'Adebayo')
    await userEvent.type(screen.getByRole('textbox', { name: /Email address/ }), 'kemi@')
    await userEvent.type(screen.getByRole('textbox', { name: /Phone number/ }), '080')
    await userEvent.click(screen.getByRole('button', { name: 'Add enrollee' }))
    expect(await screen.findByText('Please select an option.')).toBeVisible()
    expect(screen.getByText('Enter a valid email address, like name@example.com.')).toBeVisible()
    expect(screen.getByText(/Enter a Nigerian phone number/)).toBeVisible()
    expect(sent).toEqual([])
  })
})
