/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { fileURLToPath, URL } from 'node:url'
import { defineConfig, loadEnv } from 'vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { parseEnv } from './src/config/env-schema.ts'
import { manifest } from './src/config/manifest.ts'
import { securityHeadersPlugin } from './scripts/vite-security-headers.ts'
import { mantineCssByComponent } from './scripts/vite-mantine-css.ts'
import { appShellMessagesPlugin } from './scripts/vite-app-shell.ts'
import { eagerCompile } from './scripts/vite-eager-compile.ts'
import { brotliPlugin } from './scripts/vite-brotli.ts'
import { hiddenSourceMaps } from './scripts/vite-hidden-sourcemaps.ts'
import { routePreloadPlugin } from './scripts/vite-route-preload.ts'
import { chunkGroups, inList } from './scripts/chunk-groups.ts'
import { reachedFrom } from './scripts/reached-from.ts'
import * as chunkLists from './scripts/chunk-lists.ts'
import { emptyCatalogInBuild, inlineCompiledMessages, readCompiledCatalog } from './scripts/vite-inline-messages.ts'

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) }
const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url))
// Which code goes into which named chunk: explicit lists (scripts/chunk-lists.ts), checked against the build.
const groups = chunkGroups([
  chunkLists.boot,
  chunkLists.overlays,
  chunkLists.notifications,
  chunkLists.dates,
  chunkLists.forms,
  chunkLists.signedIn,
  chunkLists.spreadsheet,
])
const bootModule = groups.test(chunkLists.boot)
// The boot script's files stay out of the app's chunks, so the shell paints before the app is evaluated.
const notBoot = (id: string) => !inList(chunkLists.boot, id)
// The sign-in screen's own modules (its route file, split or not): what they import is all /login needs.
// Mantine is imported through its packages' barrels, which re-export every component: followed by name.
const barrels = {
  '/node_modules/@mantine/core/esm/index.mjs': '@mantine/core',
  '/node_modules/@mantine/hooks/esm/index.mjs': '@mantine/hooks',
}
const routeFile =
  (...files: string[]) =>
  (id: string) =>
    files.some((file) => id.split('?')[0]?.endsWith(`/src/routes/${file}`))
const fromLogin = reachedFrom(routeFile('login.tsx'), barrels)
// The signed-in first screen's route files (the enrollee list and the layouts around it): of the code the
// signed-in screens share, what they import goes with them; the rest, a chunk the list does not download.
const fromList = reachedFrom(
  routeFile(
    '_authenticated.tsx',
    '_authenticated/dashboard.tsx',
    '_authenticated/dashboard/enrollees.tsx',
    '_authenticated/dashboard/enrollees/index.tsx',
  ),
  barrels,
)
const pkg: unknown = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
const version = pkg && typeof pkg === 'object' && 'version' in pkg ? String(pkg.version) : '0.0.0'

export default defineConfig(({ command, mode }) => {
  // Fail the build (not the user's phone) on bad configuration.
  parseEnv(loadEnv(mode, process.cwd(), 'VITE_'))
  // A build carries each message in the chunk that shows it (scripts/vite-inline-messages.ts).
  const linguiMacro =
    command === 'build'
      ? [
          ['@lingui/babel-plugin-lingui-macro', { descriptorFields: 'message' }],
          inlineCompiledMessages(readCompiledCatalog(fromRoot('./locales/en-NG/messages.po'))),
        ]
      : ['@lingui/babel-plugin-lingui-macro']
  return {
    // TanStack Form's devtools reporter, never used, is left out of the build (src/lib/form/devtools-event-client-off.ts).
    resolve: {
      alias:
        command === 'build'
          ? { ...alias, '@tanstack/devtools-event-client': fromRoot('./src/lib/form/devtools-event-client-off.ts') }
          : alias,
    },
    define: { __APP_VERSION__: JSON.stringify(version) },
    build: {
      target: 'es2022',
      // Maps without a sourceMappingURL comment, moved out of the deployed folder after the build
      // (scripts/vite-hidden-sourcemaps.ts): error tools get them, visitors do not.
      sourcemap: 'hidden',
      // Every browser the app supports has modulepreload; the polyfill would land in the boot script.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        // index.html (its script is src/boot.ts) and the app, which boot imports once the shell has painted.
        input: { index: fromRoot('./index.html'), main: fromRoot('./src/main.tsx') },
        // jsPDF's optional helpers for html() and SVG images, which the invoice PDF never calls: left out
        // rather than built into ~380 KB of chunks the service worker would precache for nothing.
        external: ['html2canvas', 'dompurify', 'canvg'],
        output: {
          // Over a phone's high-latency link a request costs more than its bytes: everything the app's
          // entry needs before its first render is one file, and what two or more screens share is one more
          // (not dozens of small chunks fetched in waves). A screen's own code stays in its chunk. The date
          // pickers and the signed-in code (outbox, drafts, shell) get chunks of their own, so the login
          // does not download them; taken without their dependencies, which stay in `shared`.
          codeSplitting: {
            groups: [
              { name: 'boot', test: bootModule, priority: 3 },
              { name: 'app', tags: ['$initial'], test: notBoot, priority: 2 },
              // What only opens on demand: dialogs, floating elements (the date pickers' popovers, the offline
              // tooltip) with their positioning library, and the notifications. In `shared` every screen
              // downloaded them before its first paint (~30 KB brotli) though no screen shows one at start.
              { name: 'overlays', test: groups.test(chunkLists.overlays), includeDependenciesRecursively: false, priority: 1.9 },
              { name: 'notifications', test: groups.test(chunkLists.notifications), includeDependenciesRecursively: false, priority: 1.9 },
              // With the form kit's date field (before `forms` takes src/lib/form), so the sign-in screen's forms chunk does not import it.
              { name: 'dates', test: groups.test(chunkLists.dates), includeDependenciesRecursively: false, priority: 1.8 },
              // The forms' engine, the form kit (src/lib/form: it imports the engine) and the form components
              // several screens share go only to the screens with a form; in `shared` they reached every
              // screen, the enrollee list too (~14 KB gzip).
              {
                // What /login's form uses goes with it; the form code only other screens use is a chunk of its own.
                name: (id, ctx) => (fromLogin(id, ctx) ? 'forms' : 'more-forms'),
                test: groups.test(chunkLists.forms),
                minShareCount: 2,
                includeDependenciesRecursively: false,
                priority: 1.6,
              },
              // Loaded with the import and the Excel files only, not with the code the signed-in screens share.
              { name: 'spreadsheet', test: groups.test(chunkLists.spreadsheet), includeDependenciesRecursively: false, priority: 1.55 },
              // The few signed-in modules the sign-in imports (the names of the databases a sign-in wipes) go with its shared code.
              {
                name: (id, ctx) => (fromLogin(id, ctx) ? 'shared' : 'signed-in'),
                test: groups.test(chunkLists.signedIn),
                includeDependenciesRecursively: false,
                priority: 1.5,
              },
              // What two or more lazy chunks share, in three: what /login imports too (every first visit needs it), what
              // the enrollee list imports (its virtualiser, the dashboard frame), which /login does not download, and the
              // rest (the other screens' shared forms, dialogs' scroll lock, …), which neither downloads.
              {
                name: (id, ctx) => (fromLogin(id, ctx) ? 'shared' : fromList(id, ctx) ? 'beyond-login' : 'more-shared'),
                includeDependenciesRecursively: false,
                minShareCount: 2,
                test: notBoot,
                priority: 1,
              },
            ],
          },
        },
      },
    },
    // Workers (the enrollee import's, src/features/enrollees/import/import-worker.ts) are bundled apart, with
    // only these plugins: it checks rows with the add-enrollee form's schema, whose messages are Lingui macros.
    // ES modules, so the worker can load the XLSX reader as a chunk of its own.
    worker: { format: 'es', plugins: () => [babel({ plugins: linguiMacro })] },
    preview: { port: Number(process.env.PORT ?? 4173), strictPort: true },
    server: { port: 5173 },
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // A route's pending UI goes with its component, not into the entry (the default keeps it there,
        // and with it whatever it renders: issue 7's initial-JS budget).
        codeSplittingOptions: { defaultBehavior: [['loader', 'component', 'pendingComponent'], ['errorComponent'], ['notFoundComponent']] },
      }),
      // Every path of the chunk lists must match a module, or the build fails (scripts/chunk-groups.ts).
      groups.checkChunkGroups,
      // Mantine's CSS per component, in its cascade layer: the initial CSS holds only what the first screen uses.
      mantineCssByComponent(),
      // The start-up chunks (the app's, the code the screens share, the forms' engine the sign-in
      // screen needs at once) compile while they download.
      eagerCompile(['app', 'shared', 'beyond-login', 'forms']),
      // Which files each route needs, for the boot script to preload those of the opened page.
      routePreloadPlugin(fromRoot('./src/routes')),
      // The static shell in index.html (painted before any JavaScript) takes its words from the catalog.
      appShellMessagesPlugin(),
      react(),
      babel({ plugins: linguiMacro }),
      emptyCatalogInBuild(fromRoot('./locales/en-NG/messages.ts')),
      // CSP and caching headers: the build's _headers file, applied by `vite preview` (npm start, e2e).
      securityHeadersPlugin(),
      // Brotli copies of the scripts and stylesheets, served by `vite preview` to browsers that take it.
      brotliPlugin(),
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        manifest,
        // Icons (public/icons) are precached so an installed app has them offline; the manifest
        // screenshots are only shown in the browser's install sheet, online, so they are not.
        // The glob below already lists the icons; the plugin's own copy would list them twice.
        // ttf: the invoice PDF's fonts, so a PDF can be made offline (decisions: 'Invoices as documents').
        includeManifestIcons: false,
        injectManifest: {
          globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,ttf}'],
          globIgnores: ['screenshots/**'],
          // The reminders' words (src/lib/reminders/reminder-text.ts) compiled into the worker, as into the app's chunks.
          buildPlugins: { vite: [babel({ plugins: linguiMacro })] },
        },
        devOptions: { enabled: false },
      }),
      // Last: it moves the maps of every file above, sw.js's included, out of the output folder.
      hiddenSourceMaps(),
    ],
    test: {
      // One worker per core. Vitest's default leaves one core free (for watch mode's sake), which on a 2-core machine
      // is one worker: `npm test`'s unit stage took 197 s; with two, 116 s (decisions: 'Speed').
      maxWorkers: availableParallelism(),
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}'],
            setupFiles: ['./src/test/setup.ts'],
            // Component tests drive real Mantine pickers with user-event in jsdom: slow on a busy 2-core machine.
            testTimeout: 20_000,
          },
        },
        {
          resolve: { alias },
          test: { name: 'api', environment: 'node', include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'] },
        },
      ],
    },
  }
})
