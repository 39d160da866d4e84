import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { isOnline, reportRequestAnswered, reportRequestUnanswered, useOnlineStatus } from './online-status'

/** What the browser says, and the event it fires when that changes. */
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

describe('useOnlineStatus', () => {
  it('follows the browser going offline and coming back', () => {
    const { result } = renderHook(() => useOnlineStatus())
    expect(result.current).toBe(true)
    act(() => setBrowserOnline(false))
    expect(result.current).toBe(false)
    act(() => setBrowserOnline(true))
    expect(result.current).toBe(true)
  })

  it('turns offline when a request gets no answer, although the browser says online', () => {
    const { result } = renderHook(() => useOnlineStatus())
    act(() => reportRequestUnanswered())
    expect(result.current).toBe(false)
    expect(isOnline()).toBe(false)
  })

  it('is back online once a request is answered', () => {
    const { result } = renderHook(() => useOnlineStatus())
    act(() => reportRequestUnanswered())
    act(() => reportRequestAnswered())
    expect(result.current).toBe(true)
  })

  it('is back online when the browser fires "online" after a failed request', () => {
    const { result } = renderHook(() => useOnlineStatus())
    act(() => reportRequestUnanswered())
    act(() => setBrowserOnline(true))
    expect(result.current).toBe(true)
  })

  it('stays offline while the browser has no network, whatever a request reports', () => {
    const { result } = renderHook(() => useOnlineStatus())
    act(() => setBrowserOnline(false))
    act(() => reportRequestAnswered())
    expect(result.current).toBe(false)
  })
})
