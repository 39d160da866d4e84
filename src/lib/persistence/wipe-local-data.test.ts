import { afterEach, describe, expect, it } from 'vitest'
import { OUTBOX_DB_NAME } from '@/lib/outbox/job-store'
import { wipeLocalData } from './wipe-local-data'

async function createDatabase(name: string) {
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.open(name)
    request.onsuccess = () => {
      request.result.close()
      resolve()
    }
    request.onerror = () => reject(new Error('open failed'))
  })
}

const names = async () => (await indexedDB.databases()).map((db) => db.name).sort()

afterEach(() => wipeLocalData([], { wipeOutbox: true }))

describe('wipeLocalData', () => {
  it('keeps the outbox (writes not yet sent) unless told to wipe it', async () => {
    await createDatabase('hmo-dashboard')
    await createDatabase(OUTBOX_DB_NAME)
    localStorage.setItem('x', '1')
    await wipeLocalData()
    expect(await names()).toEqual([OUTBOX_DB_NAME])
    expect(localStorage.length).toBe(0)
    await wipeLocalData([], { wipeOutbox: true })
    expect(await names()).toEqual([])
  })
})
