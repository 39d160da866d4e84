/**
 * At most one run of `task` in flight and at most one more after it, however many callers ask meanwhile
 * (decisions: 'Speed': a snapshot refresh re-renders every screen that shows the queue, and a drain asks for one
 * per step of every job). Each caller's promise settles after a run that started after it asked.
 */
export function coalesced(task: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null
  let trailing: Promise<void> | null = null
  const run = (): Promise<void> => {
    if (!running) {
      running = task().finally(() => {
        running = null
      })
      return running
    }
    const again = () => {
      trailing = null
      return run()
    }
    trailing ??= running.then(again, again)
    return trailing
  }
  return run
}
