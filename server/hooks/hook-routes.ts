/**
 * Test and dev hooks, always on: this API is a local stand-in, never a
 * production backend. /__test/reset re-seeds, /__test/faults injects
 * failures, /__dev/outbox shows the messages "sent".
 */
import { Hono } from 'hono'
import type { AppContext, AppEnv } from '../context'
import { parse, parseQuery, readBody } from '../http/parse'
import { sendJson, sendMessage } from '../http/respond'
import { listKeys, listWrites } from '../idempotency/idempotency-store'
import { listOutbox } from '../lib/outbox'
import { seed } from '../seed'
import { faultId, faultRequest, outboxQuery, RECORD_KINDS, recordKind, recordPatch } from './hook-schemas'
import { fail } from '../http/errors'

export function hookRoutes(ctx: AppContext) {
  const routes = new Hono<AppEnv>()

  routes.post('/__test/reset', (c) => {
    ctx.faults.clear()
    // Each e2e test starts here: the suite's many sign-ins (some wrong on purpose) never reach a limit.
    ctx.limits.login.clear()
    ctx.limits.resetCode.clear()
    seed(ctx.db, ctx.now(), ctx.appUrl)
    return sendMessage(c, 'The database is back to the seed.')
  })

  routes.post('/__test/faults', async (c) => {
    const raw = await readBody(c)
    const body = parse(faultRequest, raw)
    const hasBody = typeof raw === 'object' && raw !== null && 'body' in raw
    const fault = ctx.faults.add({
      method: body.method,
      path: body.path,
      status: body.status,
      times: body.times,
      delayMs: body.delay_ms,
      hasBody,
      body: body.body,
      phase: body.phase,
    })
    return sendJson(c, { status: 'success', message: 'Fault added.', data: fault }, 201)
  })

  routes.get('/__test/faults', (c) => sendJson(c, { status: 'success', data: ctx.faults.list() }))

  routes.delete('/__test/faults', (c) => {
    ctx.faults.clear()
    return sendMessage(c, 'All faults cleared.')
  })

  routes.delete('/__test/faults/:id', (c) => {
    if (!ctx.faults.remove(parse(faultId, c.req.param('id')))) fail(404, 'No such fault.')
    return sendMessage(c, 'Fault removed.')
  })

  // The remembered Idempotency-Keys and every applied write, oldest first (exactly-once checks).
  routes.get('/__test/idempotency', (c) => sendJson(c, { status: 'success', data: { keys: listKeys(ctx.db), writes: listWrites(ctx.db) } }))

  // Stores text as given (hostile names for the XSS e2e); columns come from a fixed list, never from the request.
  routes.patch('/__test/records/:kind/:key', async (c) => {
    const { table, key, columns } = RECORD_KINDS[parse(recordKind, c.req.param('kind'))]
    const patch = parse(recordPatch, await readBody(c))
    const allowed: readonly string[] = columns
    const unknown = Object.keys(patch).find((column) => !allowed.includes(column))
    if (unknown) fail(422, `The column ${unknown} cannot be set (allowed: ${columns.join(', ')}).`)
    const names = Object.keys(patch)
    const sql = `UPDATE ${table} SET ${names.map((name) => `${name} = ?`).join(', ')} WHERE ${key} = ?`
    const result = ctx.db.run(sql, ...names.map((name) => patch[name] ?? null), c.req.param('key'))
    if (Number(result.changes) === 0) fail(404, 'No such record.')
    return sendMessage(c, 'Record updated.')
  })

  routes.get('/__dev/outbox', (c) => {
    const query = parseQuery(c, outboxQuery)
    return sendJson(c, listOutbox(ctx, query.to))
  })

  return routes
}
