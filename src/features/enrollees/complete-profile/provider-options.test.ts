import { describe, expect, it } from 'vitest'
import { matchesProvider, providerFilter, providerGroups } from './provider-options'
import { LAGOS, providers } from '@/test/profile-samples'

const labels = { inState: 'In Lagos', elsewhere: 'Other states' }

describe('hospital picker', () => {
  it('lists the chosen state first, by name', () => {
    const groups = providerGroups(providers, LAGOS, labels)
    expect(groups.map((group) => group.group)).toEqual(['In Lagos', 'Other states'])
    expect(groups[0]?.items.map((item) => item.label)).toEqual(['Lekki Family Clinic', 'Marina Specialist Hospital'])
    expect(providerGroups(providers, 99, labels).map((group) => group.group)).toEqual(['Other states'])
  })

  it('matches by name, address or state name, every word', () => {
    const [marina, , garki] = providers
    if (!marina || !garki) throw new Error('fixture')
    expect(matchesProvider(marina, 'broad street')).toBe(true)
    expect(matchesProvider(garki, 'federal')).toBe(true)
    expect(matchesProvider(marina, 'marina abuja')).toBe(false)
  })

  it('filters inside the groups and drops the empty ones', () => {
    const filter = providerFilter(providers)
    const result = filter({ options: providerGroups(providers, LAGOS, labels), search: 'abuja', limit: Infinity })
    expect(result).toEqual([{ group: 'Other states', items: [{ value: '4', label: 'Garki General Clinic' }] }])
  })
})
