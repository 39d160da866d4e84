import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

export default defineConfig({
  sourceLocale: 'en-NG',
  // en-XA: accented English made 30% longer with visible dots (spaces would collapse and test nothing), the usual
  // pseudo-locale tag; generated from the source at compile time (its .po holds no translations);
  // it shows any word that skipped Lingui and any layout that breaks with longer text (tests/e2e/pseudo-locale.spec.ts).
  locales: ['en-NG', 'en-XA'],
  pseudoLocale: { locale: 'en-XA', extend: 0.3, extendCharacter: '·' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
})
