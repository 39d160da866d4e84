import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@/test/render'
import { OnlineOnlyButton } from './online-only-button'

// The tooltip's file never arrived (a first visit cut off before the service worker kept the files).
vi.mock('./offline-reason-tooltip', () => {
  throw new TypeError('Failed to fetch dynamically imported module')
})

afterEach(() => {
  vi.restoreAllMocks()
  act(() => void window.dispatchEvent(new Event('online')))
})

describe('an offline button whose tooltip cannot be loaded', () => {
  it('stays on the page with its reason for assistive technology; nothing crashes', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    act(() => void window.dispatchEvent(new Event('offline')))
    const user = userEvent.setup()
    renderWithProviders(
      <>
        <h1>Enrollees</h1>
        <OnlineOnlyButton>Assign plan</OnlineOnlyButton>
      </>,
    )
    const button = screen.getByRole('button', { name: 'Assign plan' })
    await user.hover(button)
    await user.tab()
    // Time for the failed download to reach React (it would take the page down without the fallback).
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)))
    expect(screen.getByRole('heading', { name: 'Enrollees' })).toBeInTheDocument()
    expect(button).toHaveAccessibleDescription('Needs an internet connection. You are offline.')
    expect(button).toHaveAttribute('aria-disabled', 'true')
  })
})
