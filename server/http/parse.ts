/**
 * "Parse or 422": every handler runs its input through the contract schema
 * first; the first issue becomes a readable message.
 */
import type { Context } from 'hono'
import * as v from 'valibot'
import { fail } from './errors'

type Issue = v.BaseIssue<unknown>

/** Laravel-style wording for valibot's default messages, like the provider's ('The type field is required.'). */
function issueMessage(issue: Issue): string {
  if (!issue.message.startsWith('Invalid ')) return issue.message
  const key = issue.path
    ?.map((item) => item.key)
    .filter((k) => typeof k === 'string')
    .at(-1)
  const field = key ? key.replaceAll('_', ' ') : 'request'
  return issue.input === undefined ? `The ${field} field is required.` : `The ${field} field is invalid.`
}

export function parse<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input)
  if (result.success) return result.output
  return fail(422, issueMessage(result.issues[0]))
}

/** The request body: JSON, url-encoded or multipart; `{}` when empty. */
export async function readBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? ''
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    // A broken multipart body is the sender's mistake (422), not a server failure (500).
    return c.req.parseBody().catch(() => fail(422, 'The request body could not be read.'))
  }
  const text = await c.req.text()
  if (text.trim() === '') return {}
  try {
    const body: unknown = JSON.parse(text)
    return body
  } catch {
    return fail(422, 'The request body must be valid JSON.')
  }
}

/** Reads and parses the body in one step. */
export async function parseBody<TSchema extends v.GenericSchema>(c: Context, schema: TSchema) {
  return parse(schema, await readBody(c))
}

export function parseQuery<TSchema extends v.GenericSchema>(c: Context, schema: TSchema) {
  return parse(schema, c.req.query())
}

const numericId = v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number))

/** A numeric path parameter; anything else is answered as not found. */
export function pathId(c: Context, name: string, notFound: string): number {
  const result = v.safeParse(numericId, c.req.param(name))
  return result.success ? result.output : fail(404, notFound)
}
