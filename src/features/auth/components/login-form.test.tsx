import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@/test/render'
import { sessionStore } from '@/lib/session/session-store'
import { LoginForm } from './login-form'

const account = {
  status: 'success',
  data: {
    basic_info: {
      first_name: 'Ada',
      last_name: 'Okafor',
      email_address: 'owner@example.com',
      phone_number: '08030000000',
      is_internal_user: false,
    },
    access_token: 'token-1',
    daara_token: 'd-1',
    daara_refresh_token: 'r-1',
    roles: [{ name: 'user', display_name: 'Plan owner', url: '/dashboard/enrollees', can_access: true }],
  },
}

function answer(body: unknown, status = 200) {
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(body), { status })))
}

afterEach(() => {
  vi.unstubAllGlobals()
  sessionStore.signOut()
})

function Done() {
  return <p>Signed in as {sessionStore.getUser()?.firstName}</p>
}

describe('LoginForm', () => {
  it('asks for both fields before calling the server', async () => {
    renderWithProviders(<LoginForm onSuccess={() => undefined} />)
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByText('Enter your email address or HMO ID')).toBeVisible()
    expect(screen.getByText('Enter your password')).toBeVisible()
  })

  it('re-checks every field on each submit: a field broken while another still has its error shows its own', async () => {
    renderWithProviders(<LoginForm onSuccess={() => undefined} />)
    const username = screen.getByLabelText(/Email address or HMO ID/)
    await userEvent.type(username, 'owner@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByText('Enter your password')).toBeVisible()

    await userEvent.clear(username)
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByText('Enter your email address or HMO ID')).toBeVisible()
    expect(screen.getByText('Enter your password')).toBeVisible()
  })

  it('keeps what was typed and shows the incorrect-credentials banner on failure', async () => {
    answer({ status: 'error', message: 'Email Address or HMO ID is Invalid' }, 401)
    renderWithProviders(<LoginForm onSuccess={() => undefined} />)
    await userEvent.type(screen.getByLabelText(/Email address or HMO ID/), 'owner@example.com')
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong-pass')
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed: your email/HMO ID or password is incorrect.')
    expect(screen.getByLabelText(/Email address or HMO ID/)).toHaveValue('owner@example.com')
    expect(sessionStore.getUser()).toBeNull()
  })

  it('signs in, sets the rat cookie and remembers the device by default', async () => {
    answer(account)
    let signedIn = false
    const { rerender } = renderWithProviders(<LoginForm onSuccess={() => (signedIn = true)} />)
    expect(screen.getByRole('checkbox', { name: 'Remember me on this device' })).toBeChecked()
    await userEvent.type(screen.getByLabelText(/Email address or HMO ID/), 'owner@example.com')
    await userEvent.type(screen.getByLabelText(/^Password/), 'demo1234')
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    await vi.waitFor(() => expect(signedIn).toBe(true))
    rerender(<Done />)
    expect(screen.getByText('Signed in as Ada')).toBeVisible()
    expect(document.cookie).toContain('rat=token-1')
    expect(sessionStore.getUser()?.rememberMe).toBe(true)
  })
})
