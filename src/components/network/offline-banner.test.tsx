import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@/test/render'
import { reportRequestAnswered, reportRequestUnanswered } from '@/lib/network/online-status'
import { OfflineBanner } from './offline-banner'

function setBrowserOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

afterEach(() => {
  act(() => {
    setBrowserOnline(true)
    reportRequestAnswered()
  })
  vi.restoreAllMocks()
})

describe('OfflineBanner', () => {
  it('appears in a status region when the connection drops and goes when it is back', () => {
    renderWithProviders(<OfflineBanner />)
    expect(screen.queryByRole('status')).not.toBeInTheDocument()

    act(() => setBrowserOnline(false))
    const banner = screen.getByRole('status')
    expect(banner).toHaveTextContent('You are offline. Showing saved data.')
    // Inside a live region that was already in the page, so the change is announced.
    expect(banner.closest('[aria-live="polite"]')).not.toBeNull()

    act(() => setBrowserOnline(true))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('shows when a request gets no answer, and goes when one is answered', () => {
    renderWithProviders(<OfflineBanner />)
    act(() => reportRequestUnanswered())
    expect(screen.getByRole('status')).toHaveTextContent('You are offline')
    act(() => reportRequestAnswered())
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('on a start offline, enters a live region already in the page, so it is announced', async () => {
    act(() => setBrowserOnline(false))
    const insertedIntoRegion: boolean[] = []
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        const region = record.target instanceof Element && record.target.matches('[aria-live="polite"]')
        insertedIntoRegion.push(
          region && [...record.addedNodes].some((node) => node instanceof Element && node.getAttribute('role') === 'status'),
        )
      }
    })
    observer.observe(document.body, { childList: true, subtree: true })
    renderWithProviders(<OfflineBanner />)
    expect(await screen.findByRole('status')).toHaveTextContent('You are offline.')
    await Promise.resolve()
    observer.disconnect()
    // Not drawn together with its region: the region came first, then the banner into it.
    expect(insertedIntoRegion).toContain(true)
  })

  it('tells a signed-out user that signing in needs a connection', async () => {
    renderWithProviders(<OfflineBanner context="auth" />)
    act(() => setBrowserOnline(false))
    await userEvent.click(screen.getByRole('button', { name: 'Details' }))
    expect(screen.getByText('Signing in and resetting a password need an internet connection. Reconnect and try again.')).toBeVisible()
  })

  it('is one line; Details shows the rest outside the live region, so opening it is not announced again', async () => {
    renderWithProviders(<OfflineBanner />)
    act(() => setBrowserOnline(false))
    const details = screen.getByRole('button', { name: 'Details' })
    const more = screen.getByText(/Changes that can wait are kept here/)
    expect(details).toHaveAttribute('aria-expanded', 'false')
    expect(more).not.toBeVisible()

    await userEvent.click(details)
    expect(details).toHaveAttribute('aria-expanded', 'true')
    expect(more).toBeVisible()
    expect(more.closest('[aria-live]')).toBeNull()
    expect(screen.getByRole('status')).not.toHaveTextContent('Changes that can wait')
  })
})
