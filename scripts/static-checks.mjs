/**
 * npm test's checks besides lint, one after the other (npm test runs them beside eslint: scripts/test.mjs).
 * Also handy alone while iterating: `node scripts/static-checks.mjs`.
 */
import { step } from './run.mjs'

// One format: `npm run format` writes it (.prettierrc.json), this fails on a file it would change.
step('Format (prettier --check)', 'npx', ['prettier', '--check', '.', '--log-level=warn'])
// No unused files, exports or dependencies (knip.jsonc says what it cannot see by itself).
step('Unused code (knip)', 'npx', ['knip'])
step('Typecheck app', 'npx', ['tsc', '-p', 'tsconfig.app.json'])
step('Typecheck server, tests and config', 'npx', ['tsc', '-p', 'tsconfig.node.json'])
step('Typecheck service worker', 'npx', ['tsc', '-p', 'tsconfig.sw.json'])
