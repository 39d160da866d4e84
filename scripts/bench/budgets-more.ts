/** The budgets of the import, home and npm test stage sections (budgets.ts judges them with the others). */
import type { Budget } from './budgets.ts'
import { KB } from './reused.mjs'
import { wholeRun } from './test-stages.ts'

const kb = (bytes: number | undefined) => (bytes === undefined ? undefined : bytes / KB)

// decisions: 'Spreadsheet import': 5,000 rows read and checked within a second with no main-thread task over 50 ms; 500 queued rows at the API within 30 s of reconnecting.
export const IMPORT_BUDGETS: Budget[] = [
  {
    id: 'import-check-5000',
    section: 'import',
    label: 'import: 5,000-row CSV chosen → preview summary (4× slower CPU)',
    unit: 's',
    kind: 'max',
    limit: 1,
    aim: 1,
    pick: (f) => (f.import?.check ? f.import.check.ms.median / 1000 : undefined),
  },
  {
    id: 'import-check-longest-task',
    section: 'import',
    label: 'import: longest main-thread task while checking 5,000 rows',
    unit: 'ms',
    kind: 'max',
    limit: 50,
    aim: 50,
    pick: (f) => f.import?.check?.longestTaskMs.median,
  },
  {
    id: 'import-send-500',
    section: 'import',
    label: 'import: 500 queued rows at the API after reconnecting (4× slower CPU)',
    unit: 's',
    kind: 'max',
    limit: 30,
    aim: 30,
    pick: (f) => (f.import?.send ? f.import.send.reconnectToAllMs.median / 1000 : undefined),
  },
]

// decisions: 'Home': the route's own code stays small (no chart library) and the page scores like the list.
export const HOME_BUDGETS: Budget[] = [
  {
    id: 'home-own-chunks-gzip',
    section: 'home',
    label: '/dashboard/home: its own chunks (JS and CSS), gzip',
    unit: 'KB',
    kind: 'max',
    limit: 40,
    aim: 40,
    pick: (f) => kb(f.home?.chunks.ownGzip),
  },
  {
    id: 'lh-performance-home',
    section: 'home',
    label: 'Lighthouse performance /dashboard/home, mobile',
    unit: 'score',
    kind: 'min',
    limit: 95,
    aim: 95,
    pick: (f) => f.home?.lighthouse?.median.performance,
  },
  {
    id: 'lh-accessibility-home',
    section: 'home',
    label: 'Lighthouse accessibility /dashboard/home',
    unit: 'score',
    kind: 'min',
    limit: 100,
    aim: 100,
    pick: (f) => f.home?.lighthouse?.median.accessibility,
  },
]

// decisions: 'Speed': npm test stays within CI's time; judged only when a run has left its stage times.
export const TEST_STAGE_BUDGETS: Budget[] = [
  {
    id: 'npm-test-total',
    section: 'test-stages',
    label: 'npm test, all stages',
    unit: 'min',
    kind: 'max',
    limit: 25,
    aim: 25,
    optional: true,
    pick: (f) => {
      const run = wholeRun(f.testStages)
      return run ? run.totalS / 60 : undefined
    },
  },
]
