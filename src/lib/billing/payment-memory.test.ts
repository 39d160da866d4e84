import { beforeEach, describe, expect, it } from 'vitest'
import { recallPaymentOrigin, rememberPaymentOrigin } from './payment-memory'

describe('payment memory (sessionStorage)', () => {
  beforeEach(() => sessionStorage.clear())

  it('recalls what was remembered for the same reference only', () => {
    rememberPaymentOrigin('INV-9001', { kind: 'extension', enrolleeId: 1001 })
    expect(recallPaymentOrigin('INV-9001')).toEqual({ kind: 'extension', enrolleeId: 1001 })
    expect(recallPaymentOrigin('INV-9002')).toBeNull()
  })

  it.each([
    ['not JSON', '{'],
    ['another shape', JSON.stringify({ kind: 'extension', enrolleeId: 'x' })],
    ['an unknown kind', JSON.stringify({ kind: 'purchase', enrolleeId: 1 })],
    ['a negative id', JSON.stringify({ kind: 'extension', enrolleeId: -1 })],
  ])('ignores %s', (_case, saved) => {
    sessionStorage.setItem('hmo-payment:INV-1', saved)
    expect(recallPaymentOrigin('INV-1')).toBeNull()
  })

  it('a storage that throws is not an error', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('quota')
      },
    }
    expect(() => rememberPaymentOrigin('INV-1', { kind: 'extension', enrolleeId: 1 }, broken)).not.toThrow()
    expect(recallPaymentOrigin('INV-1', broken)).toBeNull()
  })
})
