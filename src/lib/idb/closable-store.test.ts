import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { get, set } from 'idb-keyval'
import { closableStore } from './closable-store'

const deleteDatabase = (name: string) =>
  new Promise<'deleted' | 'blocked'>((resolve) => {
    const request = indexedDB.deleteDatabase(name)
    request.onsuccess = () => resolve('deleted')
    request.onblocked = () => resolve('blocked')
  })

describe('closableStore', () => {
  it('lets a wipe delete its database, then works again on a fresh one', async () => {
    const store = closableStore('closable-test', 'things')
    await set('a', 1, store)
    expect(await get('a', store)).toBe(1)

    expect(await deleteDatabase('closable-test')).toBe('deleted')

    expect(await get('a', store)).toBeUndefined()
    await set('b', 2, store)
    expect(await get('b', store)).toBe(2)
  })

  it('once sealed, refuses every use instead of re-creating a deleted database, until unsealed', async () => {
    const store = closableStore('sealed-test', 'things')
    await set('a', 1, store)
    store.seal()
    expect(await deleteDatabase('sealed-test')).toBe('deleted')
    await expect(set('late', 2, store)).rejects.toThrow('closed until the next session')
    expect((await indexedDB.databases()).map((info) => info.name)).not.toContain('sealed-test')
    store.unseal()
    await set('b', 2, store)
    expect(await get('b', store)).toBe(2)
  })
})
