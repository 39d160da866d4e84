/**
 * Malformed answers (decisions: 'Security'): whatever the API sends, `apiRequest` gives the
 * screen typed data or an ApiError — never another exception for React to
 * meet. Every response schema of the contract gets arbitrary values, arbitrary
 * text and mutations of a valid answer, through the real client and wire
 * (fetch is the only stand-in).
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import fc, { type JsonValue } from 'fast-check'
import * as v from 'valibot'
import { apiRequest } from '@/lib/http/client'
import { ApiError } from '@/lib/http/api-error'
import { contractSamples } from '@/test/contract-samples'
import * as accounts from './accounts'
import * as billing from './billing'
import * as catalogue from './catalogue'
import * as common from './common'
import * as enrollees from './enrollees'

const isSchema = (value: unknown): value is v.GenericSchema =>
  typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'schema'

const responseSchemas = Object.entries({ ...common, ...accounts, ...billing, ...catalogue, ...enrollees })
  .filter(([name]) => name.endsWith('Response') || name === 'messageEnvelope')
  .flatMap(([name, schema]) => (isSchema(schema) ? [{ name, schema }] : []))

type Json = JsonValue

function toJson(value: unknown): Json {
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value
  if (Array.isArray(value)) return value.map(toJson)
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toJson(item)]))
  return null
}

/** Where a mutation lands: every node of the sample, root included. */
function paths(value: Json, at: (string | number)[] = []): (string | number)[][] {
  const children = Array.isArray(value)
    ? value.map((item, index) => paths(item, [...at, index]))
    : value !== null && typeof value === 'object'
      ? Object.entries(value).map(([key, item]) => paths(item ?? null, [...at, key]))
      : []
  return [at, ...children.flat()]
}

type Mutation = { kind: 'delete' } | { kind: 'replace'; value: Json } | { kind: 'wrap' } | { kind: 'stringify' }
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.constant({ kind: 'delete' as const }),
  fc.record({ kind: fc.constant('replace' as const), value: fc.jsonValue() }),
  fc.constant({ kind: 'wrap' as const }),
  fc.constant({ kind: 'stringify' as const }),
)

function mutate(root: Json, target: (string | number)[], change: Mutation): Json {
  const next = (current: Json): Json | undefined => {
    if (change.kind === 'delete') return undefined
    if (change.kind === 'replace') return change.value
    return change.kind === 'wrap' ? [current] : JSON.stringify(current)
  }
  const step = (node: Json, depth: number): Json | undefined => {
    if (depth === target.length) return next(node)
    const key = target[depth]
    if (Array.isArray(node) && typeof key === 'number') {
      const item = step(node[key] ?? null, depth + 1)
      return item === undefined ? node.filter((_, index) => index !== key) : node.map((old, index) => (index === key ? item : old))
    }
    if (node === null || typeof node !== 'object' || Array.isArray(node) || typeof key !== 'string') return node
    const { [key]: old = null, ...rest } = node
    const item = step(old, depth + 1)
    return item === undefined ? rest : { ...rest, [key]: item }
  }
  return step(root, 0) ?? null
}

/** A valid answer with one to three random changes anywhere in it. */
const mutated = (sample: Json) =>
  fc.array(fc.tuple(fc.nat(), mutation), { minLength: 1, maxLength: 3 }).map((changes) =>
    changes.reduce((body, [index, change]) => {
      const all = paths(body)
      return mutate(body, all[index % all.length] ?? [], change)
    }, sample),
  )

/** What reaches the wire: JSON drops functions and undefined, and a bare undefined is no body at all. */
function wireText(value: unknown): string {
  const text: unknown = JSON.stringify(value)
  return typeof text === 'string' ? text : ''
}

function answerWith(text: string, status = 200) {
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(text, { status })))
}

/** The outcome the app can live with: parsed data, or the clear ApiError of the expected kind. */
async function outcome(schema: v.GenericSchema, text: string, status = 200) {
  answerWith(text, status)
  try {
    return { parsed: await apiRequest(schema, '/property') }
  } catch (error) {
    if (!(error instanceof ApiError)) throw new Error(`Not an ApiError: ${String(error)}`, { cause: error })
    return { error }
  }
}

const runs = { numRuns: 40 }

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('every response schema, fed wrong shapes through apiRequest', () => {
  it('covers the whole contract, each schema with a valid sample', () => {
    expect(responseSchemas.length).toBeGreaterThan(35)
    const without = responseSchemas.filter(({ schema }) => !contractSamples.some((sample) => v.is(schema, sample)))
    expect(
      without.map(({ name }) => name),
      'schemas without a sample in src/test/contract-samples.ts',
    ).toEqual([])
  })

  describe.each(responseSchemas)('$name', ({ schema }) => {
    const sample = contractSamples.find((candidate) => v.is(schema, candidate))
    const valid = toJson(sample)

    it('parses its valid sample, and a body that breaks the contract is a malformed ApiError', async () => {
      expect(await outcome(schema, JSON.stringify(valid))).toHaveProperty('parsed')
      const broken = await outcome(schema, JSON.stringify({ status: 'success', data: { unexpected: [] }, message: 7 }))
      expect(broken.error).toMatchObject({ kind: 'malformed', code: 200 })
    })

    it('any value: data of the right shape or a malformed ApiError', async () => {
      await fc.assert(
        fc.asyncProperty(fc.anything(), async (value) => {
          const text = wireText(value)
          const result = await outcome(schema, text)
          if (result.error) expect(result.error.kind).toBe('malformed')
          else expect(v.is(schema, text === '' ? undefined : JSON.parse(text))).toBe(true)
        }),
        runs,
      )
    })

    it('any text, JSON or not: never another exception', async () => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(fc.string(), fc.json()), async (text) => {
          const result = await outcome(schema, text)
          if (result.error) expect(result.error.kind).toBe('malformed')
        }),
        runs,
      )
    })

    it('a valid answer with random changes: parsed, or a malformed ApiError naming where', async () => {
      await fc.assert(
        fc.asyncProperty(mutated(valid), async (body) => {
          const result = await outcome(schema, JSON.stringify(body))
          if (result.error) {
            expect(result.error.kind).toBe('malformed')
            expect(result.error.message).toMatch(/^Unexpected response from \/property at /)
          } else expect(v.is(schema, body)).toBe(true)
        }),
        runs,
      )
    })

    it('a failure status with any body: an http ApiError with that status and a message', async () => {
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 400, max: 599 }), fc.oneof(fc.string(), fc.json()), async (status, text) => {
          const result = await outcome(schema, text, status)
          expect(result.error).toMatchObject({ kind: 'http', code: status })
          expect(result.error?.message).not.toBe('')
        }),
        runs,
      )
    })
  })
})
