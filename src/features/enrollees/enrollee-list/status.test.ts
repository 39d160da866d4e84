import { describe, expect, it } from 'vitest'
import { setupI18n } from '@/lib/i18n/i18n'
import type { ActiveStatusId } from '@/lib/contract/common'
import { canOpenDetail, displayStatus, isGreyed, statusLabel } from './status'

const i18n = setupI18n()
const label = (active_status_id: ActiveStatusId, has_profile: boolean) =>
  i18n._(statusLabel(displayStatus({ active_status_id, has_profile })))

describe('status column', () => {
  it('names the status when the enrollee has a profile', () => {
    const names = ([1, 2, 3, 4, 5, 6, 7] as const).map((id) => label(id, true))
    expect(names).toEqual(['Active', 'Pending', 'Deleted', 'Suspended', 'Expired', 'Deactivated', 'Delayed'])
  })

  it('says "Incomplete profile" for every status without a profile', () => {
    for (const id of [1, 2, 4, 5, 6, 7] as const) expect(label(id, false)).toBe('Incomplete profile')
  })
})

describe('row rules', () => {
  it('opens the detail only for active enrollees, with or without a profile', () => {
    expect(canOpenDetail({ active_status_id: 1, has_profile: true })).toBe(true)
    expect(canOpenDetail({ active_status_id: 1, has_profile: false })).toBe(true)
    for (const id of [2, 3, 4, 5, 6, 7] as const) {
      expect(canOpenDetail({ active_status_id: id, has_profile: true })).toBe(false)
    }
  })

  it('greys only suspended enrollees without a profile', () => {
    expect(isGreyed({ active_status_id: 4, has_profile: false })).toBe(true)
    expect(isGreyed({ active_status_id: 4, has_profile: true })).toBe(false)
    expect(isGreyed({ active_status_id: 5, has_profile: false })).toBe(false)
    expect(isGreyed({ active_status_id: 1, has_profile: false })).toBe(false)
  })
})
