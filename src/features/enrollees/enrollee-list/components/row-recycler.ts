/**
 * Keys for the rows in view that hand a leaving row's DOM to an arriving one (decisions: 'Speed').
 *
 * A fling moves a whole screen per frame. Keyed by enrollee, React built a screenful of new rows every frame
 * and dropped the old ones, and the garbage collector's pauses were most of the fling's long frames. Here a
 * row that stays in view keeps its key (so its DOM, and the focus of its link, follow it wherever it moves);
 * a row coming into view takes a key that a row leaving view has freed, and React only changes its text
 * and attributes. Keys are small numbers, never more than the most rows shown at once.
 *
 * Called on every scroll render, so it allocates little: a screenful is a few dozen rows, and a linear
 * search of the last one beats building a Map and a Set per frame.
 */
export function createRowRecycler() {
  let shownIds: readonly number[] = []
  let shownKeys: number[] = []
  let taken = new Uint8Array(64)
  /** `ids`: the enrollees of the rows to show now, in order. Returns their keys, in the same order. */
  return function keysFor(ids: readonly number[]): number[] {
    const most = Math.max(ids.length, shownKeys.length) + 1
    if (taken.length < most) taken = new Uint8Array(most * 2)
    else taken.fill(0)
    const keys: number[] = []
    for (const id of ids) {
      const key = shownKeys[shownIds.indexOf(id)] ?? -1
      const kept = key >= 0 && taken[key] === 0
      if (kept) taken[key] = 1
      keys.push(kept ? key : -1)
    }
    let free = 0
    for (let i = 0; i < keys.length; i += 1) {
      if (keys[i] !== -1) continue
      while (taken[free] === 1) free += 1
      keys[i] = free
      taken[free] = 1
    }
    shownIds = ids
    shownKeys = keys
    return keys
  }
}
