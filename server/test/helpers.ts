/** Test bench: a fresh seeded app on an in-memory database, and small request helpers. */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as v from 'valibot'
import { expect } from 'vitest'
import { accountResponse } from '../../src/lib/contract/accounts'
import { errorBody } from '../../src/lib/contract/common'
import { createApp } from '../app'
import type { CreateAppOptions } from '../app'

export type App = ReturnType<typeof createApp>

export function makeApp(options: Partial<CreateAppOptions> = {}): App {
  return createApp({ db: ':memory:', uploadsDir: mkdtempSync(join(tmpdir(), 'api-test-')), ...options })
}

/** A clock the test can move. */
export function testClock(start = new Date('2025-06-01T09:00:00Z')) {
  let current = start.getTime()
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms
    },
  }
}

export async function login(app: App, username = 'owner@example.com', password = 'demo1234'): Promise<string> {
  const res = await app.request('/v3/accounts/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  })
  return v.parse(accountResponse, await res.json()).data.access_token
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** Calls the API as the holder of `token` (none when undefined). */
export function client(app: App, token?: string) {
  const call = (method: Method, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    app.request(path, {
      method,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  return {
    get: (path: string, headers?: Record<string, string>) => call('GET', path, undefined, headers),
    post: (path: string, body?: unknown, headers?: Record<string, string>) => call('POST', path, body ?? {}, headers),
    put: (path: string, body?: unknown) => call('PUT', path, body ?? {}),
    patch: (path: string, body?: unknown) => call('PATCH', path, body ?? {}),
    delete: (path: string) => call('DELETE', path),
  }
}

export async function asUser(app: App, username = 'owner@example.com') {
  return client(app, await login(app, username))
}

/** Parses a successful answer with its contract schema (the one-contract rule). */
export async function expectOk<TSchema extends v.GenericSchema>(res: Response, schema: TSchema, status = 200) {
  const body: unknown = await res.json()
  expect({ status: res.status, body }).toMatchObject({ status })
  return v.parse(schema, body)
}

/** Asserts an error answer: its status and the `{ status: 'error', message }` body. */
export async function expectError(res: Response, status: number, message?: string | RegExp) {
  const body = v.parse(errorBody, await res.json())
  expect({ status: res.status, message: body.message }).toMatchObject({ status })
  if (typeof message === 'string') expect(body.message).toBe(message)
  else if (message) expect(body.message).toMatch(message)
  return body
}
