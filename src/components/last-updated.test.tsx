import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen } from '@testing-library/react'
import { renderWithProviders } from '@/test/render'
import { LastUpdated } from './last-updated'

function setBrowserOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

const MINUTE = 60_000

afterEach(() => {
  act(() => setBrowserOnline(true))
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('LastUpdated', () => {
  it('says nothing online while the data is fresh', () => {
    renderWithProviders(<LastUpdated updatedAt={Date.now() - MINUTE} />)
    expect(screen.queryByText(/Last updated/)).not.toBeInTheDocument()
  })

  it('offline, says when the data was last updated, in en-NG', () => {
    const updatedAt = new Date(2026, 10, 22, 14, 5).getTime()
    renderWithProviders(<LastUpdated updatedAt={updatedAt} />)
    act(() => setBrowserOnline(false))
    expect(screen.getByText('Last updated 22 Nov 2026, 14:05')).toBeInTheDocument()
  })

  it('online, appears once the data is more than five minutes old', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] })
    vi.setSystemTime(new Date(2026, 10, 22, 14, 5))
    renderWithProviders(<LastUpdated updatedAt={Date.now()} />)
    expect(screen.queryByText(/Last updated/)).not.toBeInTheDocument()
    act(() => {
      vi.advanceTimersByTime(6 * MINUTE)
    })
    expect(screen.getByText('Last updated 22 Nov 2026, 14:05')).toBeInTheDocument()
  })

  it('shows nothing for data that was never loaded', () => {
    renderWithProviders(<LastUpdated updatedAt={0} />)
    act(() => setBrowserOnline(false))
    expect(screen.queryByText(/Last updated/)).not.toBeInTheDocument()
  })
})
