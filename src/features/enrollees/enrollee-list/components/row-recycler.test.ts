import { describe, expect, it } from 'vitest'
import { createRowRecycler } from './row-recycler'

/** The keys `keysFor` gave, looked up by enrollee. */
const keyOf = (ids: number[], keys: number[]) => (id: number) => keys[ids.indexOf(id)]

describe('row keys that reuse the rows leaving view', () => {
  it('a row that stays in view keeps its key wherever it moves', () => {
    const keysFor = createRowRecycler()
    const first = keyOf([10, 11, 12, 13], keysFor([10, 11, 12, 13]))
    const scrolled = keyOf([12, 13, 14, 15], keysFor([12, 13, 14, 15]))
    expect([scrolled(12), scrolled(13)]).toEqual([first(12), first(13)])
    // A refetch that puts a new row above them: they keep their keys too.
    const shifted = keyOf([99, 12, 13, 14], keysFor([99, 12, 13, 14]))
    expect([shifted(12), shifted(13), shifted(14)]).toEqual([scrolled(12), scrolled(13), scrolled(14)])
  })

  it('rows coming into view take the keys of the rows that left: a whole screen per frame makes no new key', () => {
    const keysFor = createRowRecycler()
    const seen = new Set<number>()
    for (let screen = 0; screen < 1_000; screen += 1) {
      const ids = Array.from({ length: 20 }, (_, row) => screen * 20 + row)
      for (const key of keysFor(ids)) seen.add(key)
    }
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, key) => key))
  })

  it('never gives two rows shown together the same key, as the rows shown grow and shrink', () => {
    const keysFor = createRowRecycler()
    const screens = [[1, 2, 3], [3, 4, 5, 6, 7, 1], [7], Array.from({ length: 100 }, (_, i) => i + 5), [104, 1, 2], [3, 104]]
    for (const ids of screens) {
      const keys = keysFor(ids)
      expect(keys).toHaveLength(ids.length)
      expect(new Set(keys).size).toBe(ids.length)
      expect(Math.min(...keys)).toBeGreaterThanOrEqual(0)
    }
  })
})
