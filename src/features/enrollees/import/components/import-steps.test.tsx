import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { invoice as invoiceSchema } from '@/lib/contract/billing'
import type { EnrolleeListItem } from '@/lib/contract/enrollees'
import { invoiceSample } from '@/test/contract-samples'
import { inThreadWorker } from '@/test/import-worker-kit'
import { renderWithProviders } from '@/test/render'
import { ImportSteps } from './import-steps'

// The worker runs in the test's thread (the real checks); `silentWorker` makes one that never answers.
let silentWorker = false
vi.mock('../import-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../import-client')>()
  const silent = () => ({ postMessage: () => undefined, addEventListener: () => undefined, terminate: () => undefined })
  return { ...actual, startImportWorker: () => (silentWorker ? silent() : inThreadWorker()) }
})

const invoice = v.parse(invoiceSchema, {
  ...invoiceSample,
  reference_code: 'INV-6001',
  products: [{ id: 18027, name: 'Red Beryl', no_of_enrollees: 0, no_of_available_slots: 10, price: 45000 }],
})
const enrolled: EnrolleeListItem = {
  id: 1001,
  first_name: 'Chiamaka',
  last_name: 'Obi',
  email_address: 'chiamaka.obi@example.com',
  phone_number: '08030001001',
  product_name: 'Red Beryl',
  active_status_id: 1,
  has_profile: true,
}
const STAFF = [
  'First name,Surname,E-mail,Phone number,Plan,Can complete own profile',
  'Ada,Okafor,ada@example.com,08031234567,Red Beryl,yes',
  'Bola,Eze,not-an-email,08031234568,Red Beryl,no',
  'Chiamaka,Obi,chiamaka.obi@example.com,08030001001,Red Beryl,yes',
  'Dayo,Ade,dayo@example.com,08031234569,Red Beryl,yes',
].join('\n')
const staffFile = () => new File([STAFF], 'staff.csv', { type: 'text/csv' })

function renderSteps(invoices = [invoice], chosen: string | null = 'INV-6001') {
  const referenceCode = chosen ?? undefined
  const onInvoiceChange = vi.fn()
  renderWithProviders(
    <ImportSteps
      owner="owner-1"
      invoices={invoices}
      enrollees={[enrolled]}
      referenceCode={referenceCode}
      onInvoiceChange={onInvoiceChange}
      onStarting={() => undefined}
    />,
  )
  return { onInvoiceChange }
}

// The worker's answers and the typing wait on a machine that may be running the whole suite.
const SLOW = { timeout: 5000 }

const fileInput = () => screen.getByLabelText('Staff list (CSV or Excel .xlsx, up to 5 MB)')

beforeEach(() => {
  silentWorker = false
})
// jsdom lays nothing out: the preview's virtual list needs a height to show its rows.
const SIZES = ['offsetHeight', 'clientHeight'] as const
const laidOut = SIZES.map((name) => [name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)] as const)
beforeAll(() => SIZES.forEach((name) => Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => 600 })))
afterAll(() => laidOut.forEach(([name, was]) => was && Object.defineProperty(HTMLElement.prototype, name, was)))

describe('the import steps before sending', () => {
  it('says so when no invoice has a free slot', () => {
    renderSteps([])
    expect(screen.getByText(/None of your active invoices has a free slot/)).toBeInTheDocument()
    expect(screen.queryByLabelText(/Staff list/)).not.toBeInTheDocument()
  })

  it('offers the invoices and reports the one chosen', async () => {
    const { onInvoiceChange } = renderSteps([invoice], null)
    expect(screen.queryByLabelText(/Staff list/)).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('radio', { name: 'INV-6001' }))
    expect(onInvoiceChange).toHaveBeenCalledWith('INV-6001')
  })

  it('shows the chosen invoice’s free slots, and that the file is being read (nothing else can be chosen meanwhile)', async () => {
    silentWorker = true
    renderSteps()
    expect(within(screen.getByRole('list', { name: 'Free slots on INV-6001' })).getByText(/Red Beryl: 10 free slots/)).toBeInTheDocument()
    await userEvent.upload(fileInput(), staffFile())
    expect(await screen.findByRole('status', {}, SLOW)).toHaveTextContent('Reading the file…')
    expect(fileInput()).toBeDisabled()
  })

  it('refuses a file that is not a spreadsheet, with the reason', async () => {
    renderSteps()
    const user = userEvent.setup({ applyAccept: false })
    await user.upload(fileInput(), new File(['%PDF-1.4'], 'staff.pdf', { type: 'application/pdf' }))
    const alert = await screen.findByRole('alert', {}, SLOW)
    expect(alert).toHaveTextContent('This file cannot be imported')
    expect(alert).toHaveTextContent('This file is not a spreadsheet we can read.')
  })

  it(
    'matches the columns, counts the rows, filters to the problems, re-checks a fix as it is typed and leaves a row out',
    { timeout: 60_000 },
    async () => {
      renderSteps()
      await userEvent.upload(fileInput(), staffFile())
      expect(await screen.findByRole('combobox', { name: 'Email' }, SLOW)).toHaveValue('2')
      expect(screen.getByText(/staff\.csv: 4 rows/)).toBeInTheDocument()
      // A column chosen by hand is what the check uses: without the phone column every row needs fixing.
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Phone number' }), 'Not in the file')
      await userEvent.click(screen.getByRole('button', { name: 'Check the rows' }))
      expect(await screen.findByText('0 ready · 3 need fixing · 1 already enrolled', {}, SLOW)).toBeInTheDocument()
      await userEvent.click(screen.getByRole('button', { name: 'Back to the columns' }))
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Phone number' }), 'Phone number')
      await userEvent.click(screen.getByRole('button', { name: 'Check the rows' }))
      expect(await screen.findByText('2 ready · 1 need fixing · 1 already enrolled', {}, SLOW)).toBeInTheDocument()

      await userEvent.click(screen.getByRole('switch', { name: 'Show only the rows that need fixing' }))
      expect(screen.getAllByRole('group', { name: /^Row \d$/ }).map((row) => row.getAttribute('aria-label'))).toEqual(['Row 3'])
      const email = screen.getByRole('textbox', { name: 'Email, row 3' })
      const row3 = screen.getByRole('group', { name: 'Row 3' })
      expect(email).toBeInvalid()
      expect(within(row3).getByText('Not valid')).toBeInTheDocument()
      await userEvent.clear(email)
      await userEvent.type(email, 'bola@example.com')
      expect(await screen.findByText('3 ready · 0 need fixing · 1 already enrolled', {}, SLOW)).toBeInTheDocument()
      // The fixed row stays listed under the filter, now ready (the rows are drawn just after the summary).
      expect(await within(row3).findByText('Ready', {}, SLOW)).toBeInTheDocument()
      expect(email).toBeValid()

      await userEvent.click(screen.getByRole('switch', { name: 'Show only the rows that need fixing' }))
      await userEvent.click(await screen.findByRole('checkbox', { name: 'Leave out row 2' }, SLOW))
      expect(await screen.findByText('2 ready · 0 need fixing · 1 already enrolled · 1 left out', {}, SLOW)).toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Add 2 people' })).toBeEnabled()
    },
  )
})
