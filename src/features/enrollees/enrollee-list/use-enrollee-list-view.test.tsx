import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import type { EnrolleeListItem } from '@/lib/contract/enrollees'
import { setupI18n } from '@/lib/i18n/i18n'
import type { EnrolleeListSearch } from './list-search'
import { useEnrolleeListView } from './use-enrollee-list-view'

const i18n = setupI18n()
const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>
const person = (id: number, first_name: string, active_status_id: 1 | 4, has_profile: boolean): EnrolleeListItem => ({
  id,
  first_name,
  last_name: 'Obi',
  email_address: null,
  phone_number: null,
  product_name: 'Red Beryl',
  active_status_id,
  has_profile,
  hmo_id: null,
})
const people = [person(1, 'Chiamaka', 1, true), person(2, 'Tunde', 1, false), person(3, 'Yusuf', 4, false)]

function setup(initial: EnrolleeListSearch) {
  const onChange = vi.fn()
  const hook = renderHook((search: EnrolleeListSearch) => useEnrolleeListView(people, search, onChange), { initialProps: initial, wrapper })
  return { ...hook, onChange }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('useEnrolleeListView', () => {
  it('starts from the URL: search text, status and sort', () => {
    const { result } = setup({ q: 'obi', status: 'incomplete', sort: 'name', dir: 'desc' })
    expect(result.current.text).toBe('obi')
    expect(result.current.rows.map((row) => row.first_name)).toEqual(['Yusuf', 'Tunde'])
    expect(result.current.filtered).toBe(true)
  })

  it('filters at once while typing, and writes the text to the URL only after a pause', () => {
    vi.useFakeTimers()
    const { result, onChange } = setup({})
    act(() => result.current.setText('tun'))
    expect(result.current.rows.map((row) => row.first_name)).toEqual(['Tunde'])
    act(() => {
      vi.advanceTimersByTime(100)
    })
    act(() => result.current.setText('tund'))
    act(() => {
      vi.advanceTimersByTime(299)
    })
    expect(onChange).not.toHaveBeenCalled()
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ q: 'tund' })
  })

  it('keeps what is typed when its own URL write comes back, follows a change from outside', () => {
    vi.useFakeTimers()
    const { result, rerender, onChange } = setup({})
    act(() => result.current.setText('chi'))
    act(() => {
      vi.advanceTimersByTime(300)
    })
    expect(onChange).toHaveBeenLastCalledWith({ q: 'chi' })
    act(() => result.current.setText('chiam'))
    rerender({ q: 'chi' })
    expect(result.current.text).toBe('chiam')
    // e.g. the sidebar's Enrollees link: the URL loses `q`.
    rerender({})
    expect(result.current.text).toBe('')
    expect(result.current.rows).toHaveLength(3)
  })

  it('a header click sorts ascending, then descending; a status choice and clear go to the URL', () => {
    const { result, rerender, onChange } = setup({})
    act(() => result.current.toggleSort('status'))
    expect(onChange).toHaveBeenLastCalledWith({ sort: 'status', dir: 'asc' })
    rerender({ sort: 'status', dir: 'asc' })
    act(() => result.current.toggleSort('status'))
    expect(onChange).toHaveBeenLastCalledWith({ sort: 'status', dir: 'desc' })
    act(() => result.current.setStatus('active'))
    expect(onChange).toHaveBeenLastCalledWith({ status: 'active' })
    act(() => result.current.clear())
    expect(onChange).toHaveBeenLastCalledWith({ q: undefined, status: undefined })
    expect(result.current.counts.get('incomplete')).toBe(2)
  })
})
