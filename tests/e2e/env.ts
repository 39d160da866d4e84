/** Ports and URLs of the e2e stack; kept apart from `npm start` so both can run. */
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 8797)
export const E2E_APP_PORT = Number(process.env.E2E_APP_PORT ?? 4183)
export const E2E_API_ORIGIN = `http://localhost:${E2E_API_PORT}`
export const E2E_APP_ORIGIN = `http://localhost:${E2E_APP_PORT}`
export const DEMO_PASSWORD = 'demo1234'
