import { describe, expect, it } from 'vitest'
import { isChunkLoadError, loadOrReloadWhenOnline, loadWhenOnline, type Network } from './lazy-chunks'

const CHUNK = 'https://app.example/assets/after-signed-in-screen-Bg7azpBC.js'
const chunkFailure = (url = CHUNK) => new TypeError(`Failed to fetch dynamically imported module: ${url}`)

/** A network the test switches, whose "online" news it sends. */
function testNetwork(online: boolean, servedOffline = false) {
  let waiting: (() => void)[] = []
  const network: Network = {
    isOnline: () => online,
    servedOffline: () => servedOffline,
    nextOnline: () => new Promise<void>((resolve) => waiting.push(resolve)),
  }
  const comeBack = async () => {
    online = true
    const woken = waiting
    waiting = []
    for (const wake of woken) wake()
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { network, comeBack, goOff: () => (online = false) }
}

async function isSettled(promise: Promise<unknown>) {
  let settled = false
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  )
  await new Promise((resolve) => setTimeout(resolve, 0))
  return settled
}

describe('telling a chunk that failed to load', () => {
  it('knows the browsers’ words for it, and no other error', () => {
    expect(isChunkLoadError(chunkFailure())).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/notifications.css'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false)
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false)
  })
})

describe('start-up work’s chunk', () => {
  it('is not asked for while the browser knows it is offline (a failure would stick for the page’s life)', async () => {
    const { network, comeBack } = testNetwork(false)
    let asked = 0
    const work = loadWhenOnline(() => Promise.resolve(++asked), network)
    expect(await isSettled(work)).toBe(false)
    expect(asked).toBe(0)
    await comeBack()
    await expect(work).resolves.toBe(1)
  })

  it('is asked for offline when the service worker serves the page (its precache holds every chunk)', async () => {
    const { network } = testNetwork(false, true)
    await expect(loadWhenOnline(() => Promise.resolve('loaded'), network)).resolves.toBe('loaded')
  })

  it('that failed is asked for again each time the network comes back, until it loads', async () => {
    const { network, comeBack, goOff } = testNetwork(true)
    let asked = 0
    const work = loadWhenOnline(() => (++asked < 3 ? Promise.reject(chunkFailure()) : Promise.resolve('loaded')), network)
    expect(await isSettled(work)).toBe(false)
    expect(asked).toBe(1)
    goOff()
    await comeBack()
    expect(asked).toBe(2)
    goOff()
    await comeBack()
    await expect(work).resolves.toBe('loaded')
    expect(asked).toBe(3)
  })
})

describe('the chunk of the action at this address (the logout)', () => {
  it('offline, waits for the network, then loads the page again', async () => {
    const { network, comeBack } = testNetwork(false)
    let reloads = 0
    const work = loadOrReloadWhenOnline(
      () => Promise.reject(chunkFailure()),
      network,
      () => reloads++,
    )
    expect(await isSettled(work)).toBe(false)
    expect(reloads).toBe(0)
    await comeBack()
    expect(reloads).toBe(1)
    expect(await isSettled(work)).toBe(false)
  })

  it('online, fails at once, for the error screen to offer "Try again"', async () => {
    const { network } = testNetwork(true)
    let reloads = 0
    await expect(
      loadOrReloadWhenOnline(
        () => Promise.reject(chunkFailure()),
        network,
        () => reloads++,
      ),
    ).rejects.toThrow('dynamically')
    expect(reloads).toBe(0)
  })
})
