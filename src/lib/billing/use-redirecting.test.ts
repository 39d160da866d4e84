import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useRedirecting } from './use-redirecting'

describe('useRedirecting', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('stays on while the browser leaves for the payment page, and resets after 2 s if it stays', () => {
    const { result } = renderHook(() => useRedirecting())
    expect(result.current[0]).toBe(false)
    act(() => result.current[1]())
    expect(result.current[0]).toBe(true)
    act(() => {
      vi.advanceTimersByTime(1999)
    })
    expect(result.current[0]).toBe(true)
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(result.current[0]).toBe(false)
  })
})
