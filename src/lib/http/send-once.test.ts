import { beforeEach, describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/http/api-error'
import { forgetAttempts, sendOnce, type AttemptHeaders } from './send-once'

const order = { cart: [{ product_id: 18027, no_of_enrollees: 2 }], meta: { payment_frequency: 'y' } }
const lostAnswer = () => Promise.reject(new ApiError(503, 'Service Unavailable', 'http'))

/** Sends like the API module does, recording each try's key. */
function recorder() {
  const keys: string[] = []
  let counter = 0
  const newKey = () => `key-${(counter += 1)}`
  const send = (call: string, body: unknown, answer: () => Promise<string>) =>
    sendOnce(
      call,
      body,
      (headers: AttemptHeaders) => {
        keys.push(headers['Idempotency-Key'])
        return answer()
      },
      newKey,
    )
  return { keys, send }
}

beforeEach(() => forgetAttempts())

describe('sendOnce: one Idempotency-Key per checkout attempt', () => {
  it('a retry of the same order after a lost answer carries the same key', async () => {
    const { keys, send } = recorder()
    await expect(send('POST /cart', order, lostAnswer)).rejects.toMatchObject({ code: 503 })
    await expect(send('POST /cart', structuredClone(order), () => Promise.resolve('INV-9001'))).resolves.toBe('INV-9001')
    expect(keys).toEqual(['key-1', 'key-1'])
  })

  it('a changed order is a new attempt with a new key', async () => {
    const { keys, send } = recorder()
    await send('POST /cart', order, lostAnswer).catch(() => undefined)
    await send('POST /cart', { ...order, meta: { payment_frequency: 'q' } }, lostAnswer).catch(() => undefined)
    expect(keys).toEqual(['key-1', 'key-2'])
  })

  it('an answered checkout ends the attempt: the same order bought again later is a new purchase', async () => {
    const { keys, send } = recorder()
    await send('POST /cart', order, () => Promise.resolve('INV-9001'))
    await send('POST /cart', order, () => Promise.resolve('INV-9002'))
    expect(keys).toEqual(['key-1', 'key-2'])
  })

  it('each endpoint has its own attempt', async () => {
    const { keys, send } = recorder()
    await send('POST /retail/renew/INV-1005', { user_ids: [1012] }, lostAnswer).catch(() => undefined)
    await send('POST /payment/manual/INV-1002', { callback_url: 'x' }, lostAnswer).catch(() => undefined)
    await send('POST /retail/renew/INV-1005', { user_ids: [1012] }, lostAnswer).catch(() => undefined)
    expect(keys).toEqual(['key-1', 'key-2', 'key-1'])
  })

  it('a double tap sends the same order once at a time, with the same key: the second gets the stored answer', async () => {
    const { keys, send } = recorder()
    let running = 0
    let overlapped = false
    const slowAnswer = async () => {
      running += 1
      overlapped ||= running > 1
      await new Promise((resolve) => setTimeout(resolve, 20))
      running -= 1
      return 'INV-9001'
    }
    const taps = [1, 2, 3].map(() => send('POST /cart', order, slowAnswer))
    expect(await Promise.all(taps)).toEqual(['INV-9001', 'INV-9001', 'INV-9001'])
    expect(keys).toEqual(['key-1', 'key-1', 'key-1'])
    expect(overlapped).toBe(false)
  })

  it('a second tap while the first is still being fingerprinted joins it, even when the first is answered at once', async () => {
    // The answer came back before the second tap's SHA-256 was done: the attempt had ended, and the second
    // tap went out with a new key, a second order (a duplicate pending invoice; decisions: 'What a new user tripped on').
    const { keys, send } = recorder()
    const taps = [1, 2].map(() => send('POST /cart', order, () => Promise.resolve('INV-9001')))
    expect(await Promise.all(taps)).toEqual(['INV-9001', 'INV-9001'])
    expect(keys).toEqual(['key-1', 'key-1'])
    // Both answered: the attempt has ended, buying again later is a new purchase.
    await send('POST /cart', order, () => Promise.resolve('INV-9002'))
    expect(keys).toEqual(['key-1', 'key-1', 'key-2'])
  })

  it('makes real keys by default (a UUID)', async () => {
    let sent = ''
    await sendOnce('POST /cart', order, (headers) => {
      sent = headers['Idempotency-Key']
      return Promise.resolve(null)
    })
    expect(sent).toMatch(/^[0-9a-f-]{36}$/)
  })
})
