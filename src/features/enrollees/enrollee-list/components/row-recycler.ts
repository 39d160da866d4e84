/**
 * Keys for the rows in view that hand a leaving row's DOM to an arriving one (decisions: 'Speed').
 *
 * A fling moves a whole screen per frame. Keyed by enrollee, React built a screenful of new rows every frame
 * and dropped the old ones, and the garbage collector's pauses were most of the fling's long frames. Here a
 * row that stays in view keeps its key (so its DOM, and the focus of its link, follow it wherever it moves);
 * a row coming into view takes a key that a row leaving view has freed, and React only changes its text
 * and attributes. Keys are small numbers, never more than the rows shown at once.
 */
export function createRowRecycler() {
  let keyOf = new Map<number, number>()
  /** `ids`: the enrollees of the rows to show now. Returns each one's key; the same ids give the same keys. */
  return function keysFor(ids: readonly number[]): ReadonlyMap<number, number> {
    const next = new Map<number, number>()
    const taken = new Set<number>()
    for (const id of ids) {
      const key = keyOf.get(id)
      if (key === undefined || taken.has(key)) continue
      next.set(id, key)
      taken.add(key)
    }
    let free = 0
    for (const id of ids) {
      if (next.has(id)) continue
      while (taken.has(free)) free += 1
      next.set(id, free)
      taken.add(free)
    }
    keyOf = next
    return next
  }
}
