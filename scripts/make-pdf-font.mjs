/**
 * `node scripts/make-pdf-font.mjs`: cuts the invoice PDF's fonts out of Noto
 * Sans (the TTFs of the @expo-google-fonts/noto-sans package) with fonttools'
 * pyftsubset (Debian: `apt-get install fonttools`). The PDF's standard fonts
 * have no ₦, so the PDF embeds these; the subset keeps the download small
 * (decisions: 'Invoices as documents'). The outputs are committed: only rerun
 * this to add characters.
 */
import { execFileSync } from 'node:child_process'
import { statSync } from 'node:fs'

const root = new URL('../', import.meta.url)
const source = (weight) => new URL(`node_modules/@expo-google-fonts/noto-sans/${weight}/NotoSans_${weight}.ttf`, root)
const target = (name) => new URL(`src/features/billing/invoice-document/pdf/${name}`, root)

/**
 * ASCII, Latin-1, Latin Extended-A (names, the pseudo-locale), Latin Extended Additional (Yoruba and Igbo
 * names: ẹ ọ ṣ ị ụ), dashes, quotes, bullet, ellipsis, the naira sign.
 */
const UNICODES = 'U+0020-007E,U+00A0-017F,U+1E00-1EFF,U+2013-2014,U+2018-201D,U+2022,U+2026,U+20A6'

for (const [weight, name] of [
  ['400Regular', 'noto-sans-regular.ttf'],
  ['700Bold', 'noto-sans-bold.ttf'],
]) {
  const out = target(name)
  execFileSync(
    'pyftsubset',
    [
      source(weight).pathname,
      `--unicodes=${UNICODES}`,
      '--layout-features=',
      '--no-hinting',
      '--drop-tables+=GSUB,GPOS,GDEF,STAT',
      '--name-IDs=1,2,3,4,6',
      `--output-file=${out.pathname}`,
    ],
    { stdio: 'inherit' },
  )
  console.log(`${name}: ${statSync(out).size} bytes`)
}
