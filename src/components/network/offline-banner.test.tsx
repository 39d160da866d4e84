import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen } from '@testing-library/react'
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
    const banner = screen.getByRole('status', { name: 'You are offline' })
    expect(banner).toHaveTextContent('Showing the data last loaded on this device.')
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
        insertedIntoRegion.push(region && [...record.addedNodes].some((node) => node instanceof Element && node.getAttribute('role') === 'status'))
      }
    })
    observer.observe(document.body, { childList: true, subtree: true })
    renderWithProviders(<OfflineBanner />)
    expect(await screen.findByRole('status', { name: 'You are offline' })).toBeVisible()
    await Promise.resolve()
    observer.disconnect()
    // Not drawn together with its region: the region came first, then the banner into it.
    expect(insertedIntoRegion).toContain(true)
  })

  it('tells a signed-out user that signing in needs a connection', () => {
    renderWithProviders(<OfflineBanner context="auth" />)
    act(() => setBrowserOnline(false))
    expect(screen.getByRole('status')).toHaveTextContent('Signing in and resetting a password need an internet connection.')
  })
})
