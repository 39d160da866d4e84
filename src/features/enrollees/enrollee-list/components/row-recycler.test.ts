import { describe, expect, it } from 'vitest'
import { createRowRecycler } from './row-recycler'

const keysIn = (keys: ReadonlyMap<number, number>, ids: number[]) => ids.map((id) => keys.get(id))

describe('row keys that reuse the rows leaving view', () => {
  it('a row that stays in view keeps its key wherever it moves', () => {
    const keysFor = createRowRecycler()
    const first = keysFor([10, 11, 12, 13])
    const scrolled = keysFor([12, 13, 14, 15])
    expect(keysIn(scrolled, [12, 13])).toEqual(keysIn(first, [12, 13]))
    // A refetch that puts a new row above them: they keep their keys too.
    const shifted = keysFor([99, 12, 13, 14])
    expect(keysIn(shifted, [12, 13, 14])).toEqual(keysIn(scrolled, [12, 13, 14]))
  })

  it('rows coming into view take the keys of the rows that left: a whole screen per frame makes no new key', () => {
    const keysFor = createRowRecycler()
    const seen = new Set<number>()
    for (let screen = 0; screen < 1_000; screen += 1) {
      const ids = Array.from({ length: 20 }, (_, row) => screen * 20 + row)
      for (const key of keysFor(ids).values()) seen.add(key)
    }
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, key) => key))
  })

  it('never gives two rows shown together the same key', () => {
    const keysFor = createRowRecycler()
    keysFor([1, 2, 3])
    const keys = keysFor([3, 4, 5, 6, 7, 1])
    expect(new Set(keys.values()).size).toBe(6)
    expect(keys.get(3)).toBeDefined()
  })
})
