import { describe, expect, it } from 'vitest'
import type { Plan } from '@/lib/contract/catalogue'
import { planLinkKind, premiumTagline, purchasablePlans } from './purchasable-plans'

const product = (id: number, name: string, type: Plan['type'] = 'plan'): Plan => ({
  id,
  name,
  type,
  description: '',
  price: { monthly: 1, quarterly: 3, yearly: 11.4 },
  extension: type === 'extension' ? { code: 'dental' } : null,
})

describe('purchasablePlans', () => {
  it('keeps the allowed plans and 22860, never the hidden ones, extensions or unknown plans', () => {
    const products = [
      product(96, 'Sapphire Starter'),
      product(18027, 'Red Beryl'),
      product(97, 'Emerald Family'),
      product(22860, 'Tranquility', 'special'),
      product(3012, 'Legacy Gold'),
      product(18028, 'Alexandrite'),
      product(30101, 'Red Beryl Dental Care', 'extension'),
      product(55555, 'Some New Plan'),
    ]
    expect(purchasablePlans(products).map((plan) => plan.id)).toEqual([18027, 22860, 18028])
  })
})

describe('planLinkKind', () => {
  it.each([
    [18027, 'benefits'],
    [18028, 'benefits'],
    [22860, 'how-it-works'],
  ] as const)('%i → %s', (id, kind) => {
    expect(planLinkKind({ id })).toBe(kind)
  })
})

describe('premiumTagline', () => {
  it.each([
    ['Alexandrite', '1.8M cover at 800+ hospitals'],
    ['ALEXANDRITE Family', '1.8M cover at 800+ hospitals'],
    ['Red Beryl', '1.2M cover at 600+ hospitals'],
    ['red beryl plus', '1.2M cover at 600+ hospitals'],
    ['Tranquility', null],
  ])('%s → %s', (name, tagline) => {
    const descriptor = premiumTagline(name)
    expect(descriptor?.message ?? null).toBe(tagline)
  })
})
