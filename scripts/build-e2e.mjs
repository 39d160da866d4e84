/** The production build the e2e tests run against, pointed at the e2e API. */
import { step } from './run.mjs'
import { e2eBuildEnv } from './e2e-env.mjs'

step('Production build for e2e', 'npx', ['vite', 'build', '--outDir', 'dist-e2e', '--emptyOutDir'], e2eBuildEnv)
