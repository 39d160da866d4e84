import { describe, it, expect } from 'vitest'
import { NIGERIA_COUNTRY_ID, findState, lgasOfState, maritalStatuses, occupations, states } from './index'

const allLgas = states.flatMap((s) => s.lgas)
const byName = (name: string) => states.find((s) => s.name === name)

describe('states and LGAs', () => {
  it('has the 36 states plus the FCT with ids 1–37', () => {
    expect(states).toHaveLength(37)
    const ids = states.map((s) => s.id)
    expect(new Set(ids).size).toBe(37)
    expect([...ids].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i + 1))
  })

  it('puts every state in Nigeria', () => {
    expect(NIGERIA_COUNTRY_ID).toBe(152)
    for (const s of states) expect(s.country_id).toBe(NIGERIA_COUNTRY_ID)
  })

  it('has 774 LGAs with unique ids, each pointing at its parent state', () => {
    expect(allLgas).toHaveLength(774)
    expect(new Set(allLgas.map((l) => l.id)).size).toBe(774)
    for (const s of states) {
      for (const l of s.lgas) expect(l.state_id).toBe(s.id)
    }
  })

  it('has the 20 Lagos LGAs and the 6 FCT area councils', () => {
    const lagos = byName('Lagos')
    expect(lagos?.lgas).toHaveLength(20)
    expect(lagos?.lgas.map((l) => l.name)).toContain('Ikeja')
    expect(byName('Federal Capital Territory')?.lgas).toHaveLength(6)
  })
})

describe('occupations', () => {
  it('has 70 occupations with unique ids and the common names', () => {
    expect(occupations).toHaveLength(70)
    expect(new Set(occupations.map((o) => o.id)).size).toBe(70)
    const names = occupations.map((o) => o.name)
    for (const name of ['Accountant', 'Student', 'Other', 'Unemployed']) {
      expect(names).toContain(name)
    }
  })
})

describe('marital statuses', () => {
  it('has the four statuses', () => {
    expect(maritalStatuses).toEqual([
      { id: 1, name: 'Single' },
      { id: 2, name: 'Married' },
      { id: 3, name: 'Divorced' },
      { id: 4, name: 'Widow/Widower' },
    ])
  })
})

describe('helpers', () => {
  it('findState finds a state by id', () => {
    const lagos = byName('Lagos')
    expect(lagos).toBeDefined()
    expect(findState(lagos?.id ?? 0)).toBe(lagos)
    expect(findState(1)?.name).toBe('Abia')
    expect(findState(37)?.name).toBe('Zamfara')
    expect(findState(0)).toBeUndefined()
    expect(findState(999)).toBeUndefined()
  })

  it('lgasOfState lists the LGAs of a state', () => {
    const fct = byName('Federal Capital Territory')
    expect(fct).toBeDefined()
    const lgas = lgasOfState(fct?.id ?? 0)
    expect(lgas.map((l) => l.name)).toEqual(['Abaji', 'Abuja Municipal (AMAC)', 'Bwari', 'Gwagwalada', 'Kuje', 'Kwali'])
    expect(lgasOfState(999)).toEqual([])
  })
})
