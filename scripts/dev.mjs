/** `npm run dev`: the local API plus Vite's dev server with hot reload. */
import { service, stopAllOnExit } from './run.mjs'

const api = service('api', 'npx', ['tsx', 'watch', 'server/main.ts'], {})
const app = service('app', 'npx', ['vite'], {})
stopAllOnExit([api, app])
