/** The production build the e2e tests run against, pointed at the e2e API. */
import { step } from './run.mjs'
import { e2eBuildEnv } from './e2e-env.mjs'

const outDir = process.env.E2E_OUT_DIR ?? 'dist-e2e'
step('Production build for e2e', 'npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], e2eBuildEnv)
