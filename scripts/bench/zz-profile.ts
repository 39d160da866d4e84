import { cpSync, readdirSync, writeFileSync } from 'node:fs'
import { startLocalStack } from './reused.mjs'
const stack = await startLocalStack({ label: 'zzprof' })
try {
  process.env.E2E_API_PORT = new URL(stack.apiOrigin).port
  process.env.E2E_APP_PORT = new URL(stack.appOrigin).port
  for (const dir of readdirSync('/tmp').filter((d) => d.startsWith('zzprof-dist-') && d.endsWith('-sourcemaps'))) cpSync(`/tmp/${dir}`, '/tmp/hb-prof/maps', { recursive: true })
  const { run } = await import('./zz-profile-run.ts')
  await run(stack.appOrigin)
} finally {
  stack.stop()
}
