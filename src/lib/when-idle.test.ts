import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// Each test gets a fresh module: "drawn" is once per page.
const load = () => import('./when-idle')

beforeEach(() => {
  vi.resetModules()
  vi.useFakeTimers()
  // jsdom has no requestIdleCallback: answer it on the next timer turn, like an idle main thread.
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 1))
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

async function settled(promise: Promise<void>) {
  let done = false
  void promise.then(() => (done = true))
  await vi.advanceTimersByTimeAsync(50)
  return done
}

describe('start-up work that waits for the first screen', () => {
  it('does not start while the first screen is still being drawn, however idle the page', async () => {
    const { afterFirstScreen, firstScreenDrawn } = await load()
    const work = afterFirstScreen(3000)
    expect(await settled(work)).toBe(false)
    firstScreenDrawn()
    expect(await settled(work)).toBe(true)
  })

  it('starts at once when the screen is already drawn', async () => {
    const { afterFirstScreen, firstScreenDrawn } = await load()
    firstScreenDrawn()
    expect(await settled(afterFirstScreen(3000))).toBe(true)
  })

  it('starts anyway after the time limit when nothing is ever drawn', async () => {
    const { afterFirstScreen } = await load()
    const work = afterFirstScreen(3000)
    expect(await settled(work)).toBe(false)
    await vi.advanceTimersByTimeAsync(3000)
    expect(await settled(work)).toBe(true)
  })
})

describe('work only signed-in screens need', () => {
  it('waits for a signed-in screen, not for the first screen or a time limit', async () => {
    const { afterSignedInScreen, firstScreenDrawn, signedInScreenDrawn } = await load()
    const work = afterSignedInScreen(3000)
    firstScreenDrawn()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(await settled(work)).toBe(false)
    signedInScreenDrawn()
    expect(await settled(work)).toBe(true)
  })
})
