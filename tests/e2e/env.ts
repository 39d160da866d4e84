/** Ports and URLs of the e2e stack; kept apart from `npm start` so both can run. */
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 8797)
export const E2E_APP_PORT = Number(process.env.E2E_APP_PORT ?? 4183)
export const E2E_API_ORIGIN = `http://localhost:${E2E_API_PORT}`
export const E2E_APP_ORIGIN = `http://localhost:${E2E_APP_PORT}`
export const DEMO_PASSWORD = 'demo1234'
/** Build output and API data folders; helpers running side by side each get their own. */
export const E2E_OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist-e2e'
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.e2e-data'
