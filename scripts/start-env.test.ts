import { describe, expect, it } from 'vitest'
import { startEnv } from './start-env.mjs'

describe('npm start carries PORT and API_PORT through (startEnv)', () => {
  it('uses the documented ports when neither is set', () => {
    expect(startEnv({})).toEqual({
      appPort: '4173',
      apiPort: '8787',
      appOrigin: 'http://localhost:4173',
      apiOrigin: 'http://localhost:8787',
      otherSitePorts: [4174, 4175, 4176],
      build: {
        VITE_API_BASE_URL: 'http://localhost:8787/v3',
        VITE_ROLE_HOST_USER: 'http://localhost:4173',
        VITE_ROLE_HOST_ENROLLEE: 'http://localhost:4174',
        VITE_ROLE_HOST_CLIENT: 'http://localhost:4175',
      },
      api: {
        API_PORT: '8787',
        APP_URL: 'http://localhost:4173',
        APP_ORIGINS: 'http://localhost:4173,http://127.0.0.1:4173',
        ROLE_HOST_ENROLLEE: 'http://localhost:4174',
        ROLE_HOST_CLIENT: 'http://localhost:4175',
        ROLE_HOST_PROVIDER: 'http://localhost:4176',
      },
    })
  })

  it('builds the app against the API on API_PORT', () => {
    const { build, api } = startEnv({ API_PORT: '9900' })
    expect(build.VITE_API_BASE_URL).toBe('http://localhost:9900/v3')
    expect(api.API_PORT).toBe('9900')
  })

  it('keeps an API base given in the environment or a .env file', () => {
    expect(startEnv({ API_PORT: '9900', VITE_API_BASE_URL: 'https://api.example.ng/v3' }).build.VITE_API_BASE_URL).toBe(
      'https://api.example.ng/v3',
    )
  })

  it('lets the API accept and link back to the app on PORT', () => {
    const { appPort, build, api } = startEnv({ PORT: '5000' })
    expect(appPort).toBe('5000')
    expect(api.APP_URL).toBe('http://localhost:5000')
    expect(api.APP_ORIGINS.split(',')).toEqual(['http://localhost:5000', 'http://127.0.0.1:5000'])
    expect(build.VITE_ROLE_HOST_USER).toBe('http://localhost:5000')
  })

  it('adds the app origin to extra APP_ORIGINS and keeps an explicit APP_URL', () => {
    const { api } = startEnv({
      PORT: '5000',
      APP_ORIGINS: 'https://demo.example.ng, http://localhost:5000',
      APP_URL: 'https://demo.example.ng',
    })
    expect(api.APP_URL).toBe('https://demo.example.ng')
    expect(api.APP_ORIGINS.split(',')).toEqual(['https://demo.example.ng', 'http://localhost:5000', 'http://127.0.0.1:5000'])
  })

  it("moves the other dashboards' stand-ins with PORT, and the build's and the seed's role hosts with them", () => {
    const { otherSitePorts, build, api } = startEnv({ PORT: '5000' })
    expect(otherSitePorts).toEqual([5001, 5002, 5003])
    expect([build.VITE_ROLE_HOST_ENROLLEE, build.VITE_ROLE_HOST_CLIENT]).toEqual(['http://localhost:5001', 'http://localhost:5002'])
    expect([api.ROLE_HOST_ENROLLEE, api.ROLE_HOST_CLIENT, api.ROLE_HOST_PROVIDER]).toEqual([
      'http://localhost:5001',
      'http://localhost:5002',
      'http://localhost:5003',
    ])
  })

  it('keeps role hosts set in the environment or a .env file', () => {
    const { build, api } = startEnv({ PORT: '5000', VITE_ROLE_HOST_ENROLLEE: 'https://enrollee.example.ng' })
    expect(build.VITE_ROLE_HOST_ENROLLEE).toBe('https://enrollee.example.ng')
    expect(api.ROLE_HOST_ENROLLEE).toBe('https://enrollee.example.ng')
  })
})
