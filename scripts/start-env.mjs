/**
 * What `npm start` hands the build and the API, derived from PORT / API_PORT:
 * moving either port must keep the app calling the API (build-time
 * VITE_API_BASE_URL) and the API accepting the app (CORS origins) and sending
 * people back to it (reset links, payment callbacks: APP_URL). Pure, so it is
 * unit-tested (start-env.test.ts); scripts/start.mjs applies it.
 *
 * The stand-ins for the provider's other dashboards (scripts/other-sites.mjs)
 * sit on the three ports after PORT, so a second demo on another PORT does not
 * collide with the first, and the build (account chooser) and the API's seed
 * (role urls) send people to them.
 *
 * `env` is the process env merged with the VITE_* values of any .env file, so
 * an API base set there (or in the shell) is kept, never overridden.
 */
const DEFAULT_APP_PORT = '4173'
const DEFAULT_API_PORT = '8787'

export function startEnv(env) {
  const appPort = env.PORT || DEFAULT_APP_PORT
  const apiPort = env.API_PORT || DEFAULT_API_PORT
  const appOrigin = `http://localhost:${appPort}`
  const apiOrigin = `http://localhost:${apiPort}`
  const siteOrigin = (offset) => `http://localhost:${Number(appPort) + offset}`
  const roleHosts = {
    enrollee: env.VITE_ROLE_HOST_ENROLLEE || siteOrigin(1),
    client: env.VITE_ROLE_HOST_CLIENT || siteOrigin(2),
    provider: siteOrigin(3),
  }
  const origins = [
    ...(env.APP_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    appOrigin,
    `http://127.0.0.1:${appPort}`,
  ]
  return {
    appPort,
    apiPort,
    appOrigin,
    apiOrigin,
    // Ports the stand-in pages listen on, in the order of OTHER_SITES.
    otherSitePorts: [1, 2, 3].map((offset) => Number(appPort) + offset),
    build: {
      VITE_API_BASE_URL: env.VITE_API_BASE_URL || `${apiOrigin}/v3`,
      // The account chooser sends plan owners here (spec §2 role hosts).
      VITE_ROLE_HOST_USER: env.VITE_ROLE_HOST_USER || appOrigin,
      VITE_ROLE_HOST_ENROLLEE: roleHosts.enrollee,
      VITE_ROLE_HOST_CLIENT: roleHosts.client,
    },
    api: {
      API_PORT: apiPort,
      APP_URL: env.APP_URL || appOrigin,
      APP_ORIGINS: [...new Set(origins)].join(','),
      // The seed's role urls (server/seed/accounts.ts), which /welcome and the permission modal follow.
      ROLE_HOST_ENROLLEE: roleHosts.enrollee,
      ROLE_HOST_CLIENT: roleHosts.client,
      ROLE_HOST_PROVIDER: roleHosts.provider,
    },
  }
}
