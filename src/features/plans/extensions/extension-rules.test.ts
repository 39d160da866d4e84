import { describe, expect, it } from 'vitest'
import type { ActiveStatusId } from '@/lib/contract/common'
import type { Plan } from '@/lib/contract/catalogue'
import { availableExtensions, fitsPlan, isHeld, shortExtensionName } from './extension-rules'

const product = (id: number, name: string, type: Plan['type'] = 'extension', code: string | null = 'dental'): Plan => ({
  id,
  name,
  type,
  description: '',
  price: { monthly: 1000, quarterly: 3000, yearly: 11_400 },
  extension: code === null ? null : { code },
})

const catalogue = [
  product(30101, 'Red Beryl Dental Care'),
  product(30102, 'Red Beryl Optical Care', 'extension', 'optical'),
  product(30103, 'Red Beryl Personal Emergency Cover', 'extension', 'pec'),
  product(30201, 'Alexandrite Dental Care'),
  product(30301, 'Tranquility Gym Access', 'extension', 'gym'),
  // A plan whose name contains another plan's name is still not an extension.
  product(18099, 'Red Beryl Plus', 'plan', null),
]

const holding = (plan: string, held: [number, ActiveStatusId][] = []) => ({
  product: { name: plan },
  extensions: held.map(([id, active_status_id]) => ({ product: { id }, active_status_id })),
})

describe('availableExtensions (spec §5: name matches the plan, not already held)', () => {
  it.each([
    ['Red Beryl, none held', holding('Red Beryl'), [30101, 30102, 30103]],
    ['Red Beryl holding Dental (active)', holding('Red Beryl', [[30101, 1]]), [30102, 30103]],
    ['Alexandrite holding PEC of another plan id', holding('Alexandrite', [[30203, 2]]), [30201]],
    ['plan name in other case and spacing', holding('  red   BERYL '), [30101, 30102, 30103]],
    ['Tranquility', holding('Tranquility'), [30301]],
    ['a hidden plan with no extensions', holding('Sapphire Starter'), []],
    ['everything held', holding('Tranquility', [[30301, 1]]), []],
    ['a suspended extension is still held', holding('Red Beryl', [[30102, 4]]), [30101, 30103]],
    ['a pending extension is still held', holding('Red Beryl', [[30102, 2]]), [30101, 30103]],
    ['an expired extension can be bought again', holding('Red Beryl', [[30102, 5]]), [30101, 30102, 30103]],
    ['a deactivated extension can be bought again', holding('Red Beryl', [[30101, 6]]), [30101, 30102, 30103]],
    ['an empty plan name matches nothing', holding(''), []],
  ])('%s', (_case, enrollee, expected) => {
    expect(availableExtensions(catalogue, enrollee).map((extension) => extension.id)).toEqual(expected)
  })
})

describe('fitsPlan', () => {
  it.each([
    ['Red Beryl Dental Care', 'Red Beryl', true],
    ['Red Beryl Dental Care', 'red beryl', true],
    ['Alexandrite Dental Care', 'Red Beryl', false],
    ['Red Beryl Dental Care', 'Beryl', true],
    ['Red Beryl Dental Care', '   ', false],
  ])('%s fits %s: %s', (extension, plan, expected) => {
    expect(fitsPlan(extension, plan)).toBe(expected)
  })
})

describe('isHeld', () => {
  it.each([
    [1, true],
    [2, true],
    [4, true],
    [7, true],
    [3, false],
    [5, false],
    [6, false],
  ] as const)('status %i: %s', (status, expected) => {
    expect(isHeld(status)).toBe(expected)
  })
})

describe('shortExtensionName', () => {
  it.each([
    ['Red Beryl Dental Care', 'Red Beryl', 'Dental Care'],
    ['Red Beryl Personal Emergency Cover', 'red beryl', 'Personal Emergency Cover'],
    ['Gym Access for Tranquility', 'Tranquility', 'Gym Access for Tranquility'],
    ['Red Beryl', 'Red Beryl', 'Red Beryl'],
    ['Red Beryl Dental Care', '', 'Red Beryl Dental Care'],
  ])('%s on %s → %s', (name, plan, expected) => {
    expect(shortExtensionName(name, plan)).toBe(expected)
  })
})
