import { afterEach, describe, expect, it, vi } from 'vitest'
import { askForPersistentStorage } from './device-storage'

/** A browser's storage manager: asking shows the user (or the browser's heuristics) one request. */
function fakeStorage(answer: 'grant' | 'fail') {
  const state = { persisted: false, requests: 0 }
  const storage = {
    persisted: () => Promise.resolve(state.persisted),
    persist: () => {
      state.requests += 1
      if (answer === 'fail') return Promise.reject(new Error('not allowed'))
      state.persisted = true
      return Promise.resolve(true)
    },
  }
  Object.defineProperty(navigator, 'storage', { value: storage, configurable: true })
  return state
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  Reflect.deleteProperty(navigator, 'storage')
})

describe('askForPersistentStorage', () => {
  it('asks the browser once per app start, and the storage becomes persistent', async () => {
    const state = fakeStorage('grant')
    askForPersistentStorage()
    askForPersistentStorage()
    await settle()
    expect(state.persisted).toBe(true)
    expect(state.requests).toBe(1)
  })

  it('ignores a refusal or an error: the cache then simply may be evicted', async () => {
    vi.resetModules()
    const fresh = await import('./device-storage')
    const state = fakeStorage('fail')
    expect(() => fresh.askForPersistentStorage()).not.toThrow()
    await settle()
    expect(state.requests).toBe(1)
    expect(state.persisted).toBe(false)
  })
})
