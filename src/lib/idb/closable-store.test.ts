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
})
