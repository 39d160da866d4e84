/** Build-time env of the e2e build: the app talks to the e2e API port. */
const apiPort = process.env.E2E_API_PORT ?? '8797'
const appPort = process.env.E2E_APP_PORT ?? '4183'

export const e2eBuildEnv = {
  VITE_API_BASE_URL: `http://localhost:${apiPort}/v3`,
  VITE_ROLE_HOST_USER: `http://localhost:${appPort}`,
  VITE_SUPPORT_EMAIL: 'support@example.com',
  // The language selector with the pseudo-locale, for tests/e2e/pseudo-locale.spec.ts (other specs never touch it).
  VITE_FEATURE_LANGUAGE_OPTIONS: 'true',
  VITE_PSEUDO_LOCALE: 'true',
}
