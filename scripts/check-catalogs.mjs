/**
 * Fails when `locales/` lacks messages that the code uses: an unextracted
 * message would show its id instead of text. It extracts in place, so a
 * failing run leaves the updated catalog ready to commit.
 */
import { readFileSync } from 'node:fs'
import { spawnSync } from 'node:child_process'

const catalog = 'locales/en-NG/messages.po'
const before = readFileSync(catalog, 'utf8')
const result = spawnSync('npx', ['lingui', 'extract'], { stdio: ['ignore', 'ignore', 'inherit'] })
if (result.status !== 0) process.exit(result.status ?? 1)
if (readFileSync(catalog, 'utf8') !== before) {
  console.error(`✖ ${catalog} was out of date. It has been re-extracted now: review and commit it.`)
  process.exit(1)
}
console.log(`${catalog} is up to date`)
