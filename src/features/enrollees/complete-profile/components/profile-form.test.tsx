import { afterEach, describe, expect, it } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { MantineProvider } from '@mantine/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { setupI18n } from '@/lib/i18n/i18n'
import { sessionStore } from '@/lib/session/session-store'
import type { UnhashData } from '@/lib/contract/enrollees'
import { unhash } from '@/test/profile-samples'
import { ProfileForm } from './profile-form'
import { testUser } from '@/test/auth-user'

async function renderForm(data: UnhashData = unhash) {
  const rootRoute = createRootRoute({
    component: () => <ProfileForm enrolleeId={1002} hash="h-1" unhash={data} onSubmitted={() => undefined} onQueued={() => undefined} />,
  })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) })
  // As renderWithProviders (default theme: features cannot import the app's), but in Mantine's test mode: no transitions, so pickers open at once in jsdom.
  render(
    <I18nProvider i18n={setupI18n()}>
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>,
  )
  // The router renders after its first (async) load.
  await screen.findByRole('heading', { name: 'Personal details' })
}

async function pickFromSelect(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }))
  await userEvent.click(await screen.findByRole('option', { name: option }))
}

async function fillPageOne() {
  await userEvent.click(screen.getByRole('radio', { name: 'Male' }))
  // The picker opens on a decade: year, then month, then day.
  await userEvent.click(screen.getByRole('button', { name: /Date of birth/ }))
  await userEvent.click(await screen.findByRole('button', { name: 'Previous decade' }))
  const year = screen.getAllByRole('button').find((button) => /^19\d\d$/.test(button.textContent))
  if (!year) throw new Error('no year of the 1900s on screen')
  await userEvent.click(year)
  await userEvent.click(await screen.findByRole('button', { name: 'Mar' }))
  await userEvent.click(await screen.findByRole('button', { name: /^12 March 19\d\d$/ }))
}

afterEach(() => {
  sessionStore.signOut()
  // A signed-in user's answers are kept as a draft (this tab's sessionStorage without remember-me).
  sessionStorage.clear()
})

describe('ProfileForm', () => {
  it('stays on page 1 and says what is missing', async () => {
    await renderForm()
    expect(screen.getByRole('heading', { name: 'Personal details' })).toBeVisible()
    expect(screen.getByLabelText(/First name/)).toHaveValue('Tunde')
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Choose male or female')).toBeVisible()
    expect(screen.getByText('Pick the date of birth')).toBeVisible()
    expect(screen.getByRole('heading', { name: 'Personal details' })).toBeVisible()
  })

  it('blocks page 2 without a state, and keeps the answers when going back', async () => {
    await renderForm()
    await fillPageOne()
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('heading', { name: 'Contact details' })).toBeVisible()
    expect(screen.getByText('Step 2 of 4')).toBeVisible()

    // Prefilled phone: digits only and read-only.
    const phone = screen.getByLabelText(/Phone number/)
    expect(phone).toHaveValue('08030001002')
    expect(phone).toHaveAttribute('readonly')

    await userEvent.type(screen.getByLabelText(/Home address/), '3 Marina Road')
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText(/Select the state you live in to continue/)).toBeVisible()
    expect(screen.getByRole('heading', { name: 'Contact details' })).toBeVisible()

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }))
    expect(await screen.findByRole('radio', { name: 'Male' })).toBeChecked()
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByLabelText(/Home address/)).toHaveValue('3 Marina Road')

    await pickFromSelect(/State of residence/, 'Lagos')
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('heading', { name: 'Hospital' })).toBeVisible()
  })

  it('strips non-digits from a phone typed by hand, and locks the user’s own e-mail', async () => {
    sessionStore.signIn(testUser({ firstName: 'Tunde', lastName: 'Bakare', email: 'tunde.bakare@example.com' }))
    await renderForm({ ...unhash, phone_number: null })
    await fillPageOne()
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    const phone = await screen.findByLabelText(/Phone number/)
    expect(phone).not.toHaveAttribute('readonly')
    await userEvent.type(phone, '+234 (803) 555-0101')
    expect(phone).toHaveValue('2348035550101')
    expect(screen.getByLabelText(/Email address/)).toHaveAttribute('readonly')
  })

  it('hides marital status when the API says the enrollee is of type "3"', async () => {
    await renderForm({ ...unhash, enrollee_type: '3' })
    expect(screen.queryByRole('combobox', { name: /Marital status/ })).toBeNull()
    expect(screen.getByRole('combobox', { name: /Occupation/ })).toBeVisible()
  })

  it('asks for the hospital in words when the state has none of the plan', async () => {
    await renderForm()
    await fillPageOne()
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await userEvent.type(await screen.findByLabelText(/Home address/), '1 Ogui Road')
    await pickFromSelect(/State of residence/, 'Enugu')
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('heading', { name: 'Hospital' })).toBeVisible()
    expect(screen.queryByRole('combobox', { name: /Preferred hospital/ })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Enter the name of the hospital')).toBeVisible()
    expect(screen.getByText('Enter the address of the hospital')).toBeVisible()
    await userEvent.type(screen.getByLabelText(/Hospital name/), 'Park Lane Hospital')
    await userEvent.type(screen.getByLabelText(/Hospital address/), 'GRA, Enugu')
    await userEvent.click(within(screen.getByRole('radiogroup', { name: /smartphone/ })).getByRole('radio', { name: 'No' }))
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('heading', { name: 'Photo and review' })).toBeVisible()
    expect(screen.getByText('Park Lane Hospital, GRA, Enugu')).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Complete profile' }))
    await waitFor(() => expect(screen.getByText('Add a passport photograph')).toBeVisible())
  })
})
