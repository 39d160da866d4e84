/**
 * What `npm start` hands the build and the API, derived from PORT / API_PORT:
 * moving either port must keep the app calling the API (build-time
 * VITE_API_BASE_URL) and the API accepting the app (CORS origins) and sending
 * people back to it (reset links, payment callbacks: APP_URL). Pure, so it is
 * unit-tested (start-env.test.ts); scripts/start.mjs applies it.
 *
 * `env` is the process env merged with the VITE_* values of any .env file, so
 * an API base set there (or in the shell) is kept, never overridden.
 */
export const DEFAULT_APP_PORT = '4173'
export const DEFAULT_API_PORT = '8787'

export function startEnv(env) {
  const appPort = env.PORT || DEFAULT_APP_PORT
  const apiPort = env.API_PORT || DEFAULT_API_PORT
  const appOrigin = `http://localhost:${appPort}`
  const apiOrigin = `http://localhost:${apiPort}`
  const origins = [
    ...(env.APP_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean),
    appOrigin,
    `http://127.0.0.1:${appPort}`,
  ]
  return {
    appPort,
    apiPort,
    appOrigin,
    apiOrigin,
    build: {
      VITE_API_BASE_URL: env.VITE_API_BASE_URL || `${apiOrigin}/v3`,
      // The account chooser sends plan owners here (spec §2 role hosts).
      VITE_ROLE_HOST_USER: env.VITE_ROLE_HOST_USER || appOrigin,
    },
    api: {
      API_PORT: apiPort,
      APP_URL: env.APP_URL || appOrigin,
      APP_ORIGINS: [...new Set(origins)].join(','),
    },
  }
}
