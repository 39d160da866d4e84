import type { Page } from '@playwright/test'
import { test, expect, logIn, withoutServiceWorker } from './fixtures'
import { E2E_API_ORIGIN } from './env'
import { fillPersonal, next } from './profile-form-steps'
import { dialog, fillDetails, forSomeoneElse, openAddEnrollee, openBillDialog } from './add-enrollee-kit'

// Online screens: the service worker is not this file's subject (fixtures.ts).
test.use(withoutServiceWorker)

const OWNER = 'owner@example.com'

test('adds someone else who completes their own profile: complete-profile with the hash, one slot fewer, listed', async ({ page, api }) => {
  await openAddEnrollee(page, 'INV-1001')
  // The only plan with free slots is chosen already.
  await expect(page.getByRole('radio', { name: /Red Beryl/ })).toBeChecked()
  await expect(page.getByText('2 slots left')).toBeVisible()
  await forSomeoneElse(page)
  await fillDetails(page, 'They will complete it')
  await page.getByRole('button', { name: 'Add enrollee' }).click()

  await expect(page).toHaveURL(/\/dashboard\/enrollees\/\d+\/complete-profile\?hash=[0-9a-f]{32}$/)
  const email = await api.lastMessageTo('kemi@example.com')
  expect(email.link).toContain('/complete-profile?hash=')

  // The profile page itself, not only its address: while it still loads, the form is only hidden (React's Suspense
  // keeps it, on step 2), and going back then returns to it as it was.
  await expect(page.getByRole('heading', { level: 1, name: 'Complete profile' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Add an enrollee' })).toBeHidden()
  // Back in the app (no reload, the invoice is not refetched while fresh): the slot was taken locally.
  await page.goBack()
  await expect(page.getByText('1 slot left')).toBeVisible()

  // The list is virtualised and the newest enrollee comes last: search for them.
  await page.goto('/dashboard/enrollees')
  await page.getByRole('searchbox', { name: 'Search' }).fill('Kemi')
  await expect(page.getByRole('row', { name: /Kemi Adebayo kemi@example\.com/ })).toBeVisible()
})

test('going back while the new profile page still loads starts the form afresh: no second add of the same person', async ({ page }) => {
  await openAddEnrollee(page, 'INV-1001')
  await expect(page.getByText('2 slots left')).toBeVisible()
  await forSomeoneElse(page)
  await fillDetails(page, 'They will complete it')
  // A slow network: the profile page's code is held until the user has gone back.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await held
    await route.continue()
  })
  await page.getByRole('button', { name: 'Add enrollee' }).click()
  await expect(page).toHaveURL(/\/complete-profile\?hash=/)
  await page.goBack()
  await expect(page).toHaveURL(/\/add-enrollee\?refCode=INV-1001$/)
  release()

  // Step 1 again, with the slot taken: not the sent details with "Add enrollee" ready for a second tap.
  await expect(page.getByText('1 slot left')).toBeVisible()
  await expect(page.getByRole('radio', { name: 'No, for someone else' })).not.toBeChecked()
  await expect(page.getByRole('button', { name: 'Add enrollee' })).toBeHidden()
  await forSomeoneElse(page)
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('')
})

test('an enrollee the payer manages goes to complete-profile with successful=true', async ({ page }) => {
  await openAddEnrollee(page, 'INV-1002')
  await forSomeoneElse(page, /Alexandrite/)
  await fillDetails(page, 'I will manage it', 'Tobi', 'Ade')
  await page.getByRole('button', { name: 'Add enrollee' }).click()
  await expect(page).toHaveURL(/\/dashboard\/enrollees\/\d+\/complete-profile\?hash=[0-9a-f]{32}&successful=true$/)
})

test('"for me" pre-fills the own details and adds from the first step; "no" clears them', async ({ page }) => {
  await openAddEnrollee(page, 'INV-1002')
  await page.getByRole('radio', { name: /Alexandrite/ }).check()
  await page.getByRole('radio', { name: 'Yes, for me' }).check()
  const preview = page.getByRole('note')
  await expect(preview).toContainText('Ada Okafor')
  await expect(preview).toContainText('owner@example.com')
  await expect(preview).toContainText('08031234567')

  await page.getByRole('radio', { name: 'No, for someone else' }).check()
  await expect(preview).toBeHidden()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('')
  await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue('')
  await page.getByRole('button', { name: 'Back' }).click()

  await page.getByRole('radio', { name: 'Yes, for me' }).check()
  await page.getByRole('button', { name: 'Add me to this plan' }).click()
  // The owner manages their own profile: no success flag.
  await expect(page).toHaveURL(/\/dashboard\/enrollees\/\d+\/complete-profile\?hash=[0-9a-f]{32}$/)

  // The enrollee is the signed-in user: their e-mail (the account's) cannot be changed here.
  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada')
  await fillPersonal(page)
  await next(page, 'Contact details')
  const email = page.getByRole('textbox', { name: 'Email address' })
  await expect(email).toHaveValue('owner@example.com')
  await expect(email).not.toBeEditable()
})

test('validation: plan and option errors, the all-fields notification, field messages', async ({ page }) => {
  await openAddEnrollee(page, 'INV-1002')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Please choose a plan.')).toBeVisible()
  await expect(page.getByText('Please select an option.')).toBeVisible()

  await forSomeoneElse(page, /Red Beryl/)
  await page.getByRole('button', { name: 'Add enrollee' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'All fields are required' })).toBeVisible()
  await expect(page.getByText('Please select an option.')).toBeVisible()
  for (const message of ['first name', 'last name', 'email address', 'phone number']) {
    await expect(page.getByText(`Enter the enrollee's ${message}.`)).toBeVisible()
  }

  await fillDetails(page, 'They will complete it')
  await page.getByRole('textbox', { name: 'Email address' }).fill('kemi@')
  await page.getByRole('textbox', { name: 'Phone number' }).fill('12345')
  await page.getByRole('button', { name: 'Add enrollee' }).click()
  await expect(page.getByText('Enter a valid email address, like name@example.com.')).toBeVisible()
  await expect(page.getByText('Enter a Nigerian phone number: 11 digits starting with 0, or +234 and 10 digits.')).toBeVisible()
  await expect(page).toHaveURL(/add-enrollee/)
})

test('every error of the details step shows at once: the unset choice does not hide a bad e-mail or phone', async ({ page }) => {
  await openAddEnrollee(page, 'INV-1002')
  await forSomeoneElse(page, /Red Beryl/)
  // A first round with everything empty leaves an error on the unset choice.
  await page.getByRole('button', { name: 'Add enrollee' }).click()
  await expect(page.getByText("Enter the enrollee's email address.")).toBeVisible()
  await page.getByRole('textbox', { name: 'First name' }).fill('Kemi')
  await page.getByRole('textbox', { name: 'Last name' }).fill('Adebayo')
  await page.getByRole('textbox', { name: 'Email address' }).fill('kemi@')
  await page.getByRole('textbox', { name: 'Phone number' }).fill('080')
  await page.getByRole('button', { name: 'Add enrollee' }).click()
  await expect(page.getByText('Please select an option.')).toBeVisible()
  await expect(page.getByText('Enter a valid email address, like name@example.com.')).toBeVisible()
  await expect(page.getByText('Enter a Nigerian phone number: 11 digits starting with 0, or +234 and 10 digits.')).toBeVisible()
  await expect(page).toHaveURL(/add-enrollee/)
})

test('a server error shows its message and keeps what was typed', async ({ page, api }) => {
  await openAddEnrollee(page, 'INV-1001')
  await forSomeoneElse(page)
  await fillDetails(page, 'I will manage it')
  await api.fault({
    method: 'POST',
    path: '/v3/enrollees',
    status: 422,
    body: { status: 'error', message: 'There are no available slots left for this plan.' },
  })
  await page.getByRole('button', { name: 'Add enrollee' }).click()
  await expect(page.getByRole('alert')).toContainText('There are no available slots left for this plan.')
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Kemi')
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue('0803 111 2222')
  await expect(page.getByRole('radio', { name: 'I will manage it' })).toBeChecked()
})

test('409: the variable-bill dialog explains the bill; dismiss closes it and adding works again', async ({ page }) => {
  await openBillDialog(page)
  await expect(dialog(page)).toContainText('INV-1004')
  await expect(dialog(page).getByRole('row', { name: /Amount per month/ })).toContainText('₦15,000.00')
  await expect(dialog(page).getByRole('row', { name: /Monthly payments left/ })).toContainText('3')
  await expect(dialog(page).getByRole('row', { name: /Total/ })).toContainText('₦45,000.00')
  await dialog(page).getByRole('button', { name: 'Dismiss' }).click()
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByRole('alert').filter({ hasText: 'The variable bill has been dismissed.' })).toBeVisible()

  await page.getByRole('button', { name: 'Add enrollee' }).click()
  await expect(page).toHaveURL(/\/complete-profile\?hash=[0-9a-f]{32}$/)
})

test('409: cancel and refund — disabled until filled, server errors shown, then the confirmation', async ({ page, api }) => {
  await openBillDialog(page)
  await dialog(page).getByRole('button', { name: 'Cancel and refund' }).click()
  const submit = dialog(page).getByRole('button', { name: 'Request refund' })
  await expect(submit).toBeDisabled()

  await dialog(page).getByRole('combobox', { name: 'Bank' }).selectOption({ label: 'Zenith Bank' })
  await expect(submit).toBeEnabled()
  await dialog(page).getByRole('textbox', { name: 'Account name' }).fill('Ada Okafor')
  await dialog(page).getByRole('textbox', { name: 'Account number' }).fill('12345')
  await submit.click()
  await expect(dialog(page).getByText('The account number is the 10 digits of your NUBAN.')).toBeVisible()

  await dialog(page).getByRole('textbox', { name: 'Account number' }).fill('0123456789')
  await api.fault({
    method: 'POST',
    path: '/v3/enrollees/billing/refund',
    status: 422,
    body: { status: 'error', message: 'The selected bank is invalid.' },
  })
  await submit.click()
  await expect(dialog(page).getByRole('alert')).toContainText('The selected bank is invalid.')

  // While the request is on its way the form cannot be sent again, by button or by Enter.
  let refunds = 0
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith('/v3/enrollees/billing/refund')) refunds += 1
  })
  await api.fault({ method: 'POST', path: '/v3/enrollees/billing/refund', delay_ms: 2_000 })
  const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/v3/enrollees/billing/refund'))
  await submit.click()
  await sent
  await expect(submit).toBeDisabled()
  await expect(dialog(page).getByRole('button', { name: 'Back' })).toBeDisabled()
  await dialog(page).getByRole('textbox', { name: 'Account number' }).press('Enter')

  await expect(dialog(page)).toBeHidden()
  await expect(page.getByRole('alert').filter({ hasText: 'Your refund request has been received.' })).toBeVisible()
  expect(refunds).toBe(1)
  // The bill no longer blocks the invoice.
  await page.getByRole('button', { name: 'Add enrollee' }).click()
  await expect(page).toHaveURL(/\/complete-profile\?hash=/)
})

test('409: pay monthly goes to the payment page for one block', async ({ page }) => {
  await openBillDialog(page)
  await dialog(page).getByRole('button', { name: 'Pay' }).click()
  await expect(dialog(page).getByRole('radio', { name: /Once/ })).toBeChecked()
  await dialog(page)
    .getByRole('radio', { name: /Monthly/ })
    .check()
  await dialog(page).getByRole('button', { name: 'Go to payment' }).click()
  await expect(page).toHaveURL(new RegExp(`^${E2E_API_ORIGIN}/pay/INV-1004`))
  await expect(page.getByTestId('amount')).toHaveText('₦15,000.00')
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page).toHaveURL(/\/payment-successful\?trxref=INV-1004/)
})

test('plans without free slots are not offered; a full invoice says so', async ({ page, api, request }) => {
  // Take Red Beryl's only free slot on INV-1002 behind the app's back.
  const token = await api.accessToken(OWNER)
  const added = await request.post(`${E2E_API_ORIGIN}/v3/enrollees`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      product_id: 18027,
      for_me: false,
      can_manage: false,
      first_name: 'Sade',
      last_name: 'Bello',
      email_address: 'sade@example.com',
      phone_number: '08031112223',
      subscription_id: 1002,
    },
  })
  expect(added.status()).toBe(201)

  await openAddEnrollee(page, 'INV-1002')
  await expect(page.getByRole('radiogroup', { name: 'Plan', exact: true }).getByRole('radio')).toHaveCount(1)
  await expect(page.getByRole('radio', { name: /Alexandrite/ })).toBeChecked()
  await expect(page.getByRole('radio', { name: /Red Beryl/ })).toHaveCount(0)

  await page.goto('/dashboard/invoices/edit/add-enrollee?refCode=INV-1003')
  await expect(page.getByText('Every plan slot on invoice INV-1003 is already taken.', { exact: false })).toBeVisible()
  await expect(page.getByRole('radio')).toHaveCount(0)
})

test('an unknown or missing refCode shows not found with a way back to the list', async ({ page }) => {
  await openNotFound(page, 'INV-9999')
  await page.getByRole('link', { name: 'Back to enrollees' }).click()
  await expect(page).toHaveURL(/\/dashboard\/enrollees$/)

  await page.goto('/dashboard/invoices/edit/add-enrollee')
  await expect(page.getByRole('heading', { name: 'Invoice not found' })).toBeVisible()
})

async function openNotFound(page: Page, refCode: string) {
  const path = `/dashboard/invoices/edit/add-enrollee?refCode=${refCode}`
  await logIn(page, OWNER, { to: `/login?r=${encodeURIComponent(path)}` })
  await expect(page.getByRole('heading', { name: 'Invoice not found' })).toBeVisible()
}
