/** Types of `start-env.mjs` (see there). */
export const DEFAULT_APP_PORT: string
export const DEFAULT_API_PORT: string
export type StartEnv = {
  appPort: string
  apiPort: string
  appOrigin: string
  apiOrigin: string
  otherSitePorts: number[]
  build: { VITE_API_BASE_URL: string; VITE_ROLE_HOST_USER: string; VITE_ROLE_HOST_ENROLLEE: string; VITE_ROLE_HOST_CLIENT: string }
  api: {
    API_PORT: string
    APP_URL: string
    APP_ORIGINS: string
    ROLE_HOST_ENROLLEE: string
    ROLE_HOST_CLIENT: string
    ROLE_HOST_PROVIDER: string
  }
}
export function startEnv(env: Record<string, string | undefined>): StartEnv
