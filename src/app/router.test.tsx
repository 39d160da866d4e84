import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { sessionStore } from '@/lib/session/session-store'
import { renderWithProviders } from '@/test/render'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'
import { testUser } from '@/test/auth-user'

// The feature switches are build-time configuration; this test builds with both off.
vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/env')>()
  return {
    config: { ...actual.config, features: { languageOptions: false, manageEnrollees: false, manageBilling: false } },
  }
})

const user = testUser()

async function renderAt(path: string) {
  const queryClient = createQueryClient(() => undefined)
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }))
  await router.load()
  renderWithProviders(<RouterProvider router={router} />)
  return router
}

afterEach(() => {
  sessionStore.signOut()
})

describe('feature switches', () => {
  it('sends enrollee pages to /dashboard/home when manage enrollees is off', async () => {
    sessionStore.signIn(user)
    const router = await renderAt('/dashboard/enrollees')
    expect(router.state.location.pathname).toBe('/dashboard/home')
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeVisible()
  })

  it('sends invoice pages to /dashboard/home when manage billing is off', async () => {
    sessionStore.signIn(user)
    const router = await renderAt('/dashboard/invoices/ABC123')
    expect(router.state.location.pathname).toBe('/dashboard/home')
  })

  it('hides the switched-off links from the sidebar', async () => {
    // A desktop-sized window, where the sidebar is open by default.
    const phone = Object.getOwnPropertyDescriptor(window, 'matchMedia')
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      value: (query: string) => ({
        matches: query.includes('min-width'),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    })
    onTestFinished(() => {
      if (phone) Object.defineProperty(window, 'matchMedia', phone)
    })
    sessionStore.signIn(user)
    await renderAt('/dashboard/home')
    await screen.findByRole('heading', { name: 'Home' })
    expect(await screen.findByRole('link', { name: 'Help' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Enrollees' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Invoices' })).toBeNull()
  })
})

describe('session guard', () => {
  it('sends a signed-out visitor to /login with the return address', async () => {
    const router = await renderAt('/dashboard/help')
    expect(router.state.location.pathname).toBe('/login')
    expect(router.state.location.search).toEqual({ r: '/dashboard/help' })
  })
})
