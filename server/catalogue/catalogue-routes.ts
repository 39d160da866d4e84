/** Catalogue reads (spec §7 Catalogue) and the lookups the sign-up form uses. */
import { Hono } from 'hono'
import {
  banksResponse,
  maritalStatusesResponse,
  productsQuery,
  productsResponse,
  providersQuery,
  providersResponse,
  statesResponse,
} from '../../src/lib/contract/catalogue'
import { maritalStatuses, states } from '../../src/lib/lookups'
import * as v from 'valibot'
import type { AppContext, AppEnv } from '../context'
import { parseQuery } from '../http/parse'
import { send } from '../http/respond'
import { listProducts, listProviders, toPlan } from './products'

const bankRow = v.object({ id: v.number(), name: v.string() })

export function catalogueRoutes(ctx: AppContext) {
  const routes = new Hono<AppEnv>()

  routes.get('/products', (c) => {
    const query = parseQuery(c, productsQuery)
    return send(c, productsResponse, { status: 'success', data: listProducts(ctx.db, query.type).map(toPlan) })
  })

  routes.get('/providers', (c) => {
    const query = parseQuery(c, providersQuery)
    return send(c, providersResponse, { status: 'success', data: listProviders(ctx.db, query.product_id) })
  })

  routes.get('/utility/banks', (c) =>
    send(c, banksResponse, { status: 'success', data: ctx.db.all(bankRow, 'SELECT * FROM banks ORDER BY name') }),
  )

  routes.get('/utility/marital-statuses', (c) => send(c, maritalStatusesResponse, { status: 'success', data: [...maritalStatuses] }))

  routes.get('/utility/states', (c) => send(c, statesResponse, { status: 'success', data: [...states] }))

  return routes
}
