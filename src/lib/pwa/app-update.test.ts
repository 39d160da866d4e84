import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAppUpdate } from './app-update'

/**
 * One open page and the service workers behind it, as the browser runs
 * them: a new version installs and waits; SKIP_WAITING makes it take over
 * (controllerchange) a moment later; a reload loads whatever then controls.
 */
function fakePage({ takesOver = true } = {}) {
  const page: { controller: string; waiting: string | null; reloads: number; loadedVersion: string } = {
    controller: 'v1',
    waiting: null,
    reloads: 0,
    loadedVersion: 'v1',
  }
  const update = createAppUpdate({
    reload: () => {
      page.reloads += 1
      page.loadedVersion = page.controller
    },
    fallbackMs: 10_000,
  })
  update.connect({
    messageSkipWaiting: () => {
      const next = page.waiting
      if (!next || !takesOver) return
      setTimeout(() => {
        page.controller = next
        page.waiting = null
        update.controllerChanged({ isUpdate: true })
      }, 50)
    },
  })
  const deploy = (version: string) => {
    page.waiting = version
    update.waiting(version)
  }
  return { page, update, deploy }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('app update', () => {
  it('announces a waiting version and never reloads by itself', () => {
    const { page, update, deploy } = fakePage()
    expect(update.getSnapshot()).toBe('none')
    deploy('v2')
    expect(update.getSnapshot()).toBe('available')
    vi.advanceTimersByTime(7 * 24 * 60 * 60 * 1000)
    expect(page.reloads).toBe(0)
    expect(update.getSnapshot()).toBe('available')
  })

  it('on Reload, lets the new version take over and then reloads once under it', () => {
    const { page, update, deploy } = fakePage()
    deploy('v2')
    update.reloadToUpdate()
    expect(update.getSnapshot()).toBe('reloading')
    expect(page.reloads).toBe(0)
    vi.advanceTimersByTime(50)
    expect(page).toMatchObject({ reloads: 1, loadedVersion: 'v2', waiting: null })
    // The fallback timer must not reload a second time.
    vi.advanceTimersByTime(60_000)
    expect(page.reloads).toBe(1)
  })

  it('Later hides the prompt until a newer version arrives', () => {
    const { update, deploy } = fakePage()
    deploy('v2')
    update.dismiss()
    expect(update.getSnapshot()).toBe('none')
    // workbox-window and the registration both report the same worker.
    update.waiting('v2')
    expect(update.getSnapshot()).toBe('none')
    deploy('v3')
    expect(update.getSnapshot()).toBe('available')
  })

  it('offers a reload when another tab already switched to the new version', () => {
    const { page, update } = fakePage()
    page.controller = 'v2'
    update.controllerChanged({ isUpdate: true })
    expect(update.getSnapshot()).toBe('available')
    expect(page.reloads).toBe(0)
    update.reloadToUpdate()
    expect(page).toMatchObject({ reloads: 1, loadedVersion: 'v2' })
  })

  it('says nothing when the first service worker takes control', () => {
    const { page, update } = fakePage()
    update.controllerChanged({ isUpdate: false })
    expect(update.getSnapshot()).toBe('none')
    expect(page.reloads).toBe(0)
  })

  it('reloads anyway when the new version never takes over after the user asked', () => {
    const { page, update, deploy } = fakePage({ takesOver: false })
    deploy('v2')
    update.reloadToUpdate()
    vi.advanceTimersByTime(9_999)
    expect(page.reloads).toBe(0)
    vi.advanceTimersByTime(1)
    expect(page.reloads).toBe(1)
  })

  it('ignores Later and further news once the reload is under way', () => {
    const { page, update, deploy } = fakePage()
    deploy('v2')
    update.reloadToUpdate()
    update.dismiss()
    deploy('v3')
    expect(update.getSnapshot()).toBe('reloading')
    vi.advanceTimersByTime(50)
    expect(page.reloads).toBe(1)
  })
})
