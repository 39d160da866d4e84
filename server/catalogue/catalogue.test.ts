import { describe, expect, it } from 'vitest'
import {
  banksResponse,
  maritalStatusesResponse,
  productsResponse,
  providersResponse,
  statesResponse,
} from '../../src/lib/contract/catalogue'
import { asUser, expectError, expectOk, makeApp } from '../test/helpers'

const app = makeApp()
const owner = await asUser(app)

describe('GET /v3/products', () => {
  it('lists every product by default and with ?type=all', async () => {
    const { data } = await expectOk(await owner.get('/v3/products'), productsResponse)
    const ids = data.map((product) => product.id)
    expect(ids).toEqual(expect.arrayContaining([18027, 18028, 22860, 96, 97, 3012, 30101, 30103]))
    expect((await expectOk(await owner.get('/v3/products?type=all'), productsResponse)).data).toHaveLength(data.length)
    const red = data.find((product) => product.id === 18027)
    expect(red).toMatchObject({
      name: 'Red Beryl',
      type: 'plan',
      price: { monthly: 15000, quarterly: 45000, yearly: 171000 },
      extension: null,
    })
    expect(data.find((product) => product.id === 22860)?.type).toBe('special')
  })

  it('prices yearly at 4 × quarterly less 5 % (spec §9)', async () => {
    const { data } = await expectOk(await owner.get('/v3/products'), productsResponse)
    for (const product of data) expect(product.price.yearly).toBe(Math.round(product.price.quarterly * 4 * 0.95))
  })

  it('?type=extension lists extensions named after their plan, one with code pec', async () => {
    const { data } = await expectOk(await owner.get('/v3/products?type=extension'), productsResponse)
    expect(data.every((product) => product.type === 'extension' && product.extension !== null)).toBe(true)
    expect(data.filter((product) => product.extension?.code === 'pec').map((product) => product.name)).toEqual([
      'Red Beryl Personal Emergency Cover',
      'Alexandrite Personal Emergency Cover',
    ])
    await expectError(await owner.get('/v3/products?type=plans'), 422, 'The type must be all or extension.')
  })
})

describe('GET /v3/providers', () => {
  it('filters hospitals by comma-separated product ids', async () => {
    const all = await expectOk(await owner.get('/v3/providers'), providersResponse)
    expect(new Set(all.data.map((provider) => provider.state.name))).toEqual(
      new Set(['Lagos', 'Federal Capital Territory', 'Rivers', 'Oyo', 'Kano', 'Enugu']),
    )
    const tranquility = await expectOk(await owner.get('/v3/providers?product_id=22860'), providersResponse)
    expect(tranquility.data.map((provider) => provider.id)).toEqual([2, 5, 12])
    const both = await expectOk(await owner.get('/v3/providers?product_id=22860,96'), providersResponse)
    expect(both.data.map((provider) => provider.id)).toEqual([2, 5, 9, 12])
    await expectError(await owner.get('/v3/providers?product_id=a,b'), 422, 'The product id must be a comma-separated list of ids.')
  })
})

describe('utilities', () => {
  it('GET /v3/utility/banks lists ten banks by name', async () => {
    const { data } = await expectOk(await owner.get('/v3/utility/banks'), banksResponse)
    expect(data).toHaveLength(10)
    expect(data[0]).toEqual({ id: 1, name: 'Access Bank' })
  })

  it('GET /v3/utility/marital-statuses and /v3/utility/states serve the lookups', async () => {
    const statuses = await expectOk(await owner.get('/v3/utility/marital-statuses'), maritalStatusesResponse)
    expect(statuses.data.map((status) => status.name)).toEqual(['Single', 'Married', 'Divorced', 'Widow/Widower'])
    const states = await expectOk(await owner.get('/v3/utility/states'), statesResponse)
    expect(states.data).toHaveLength(37)
    expect(states.data.find((state) => state.name === 'Lagos')?.lgas.length).toBe(20)
  })
})
