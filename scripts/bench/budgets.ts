/**
 * The speed budgets (decisions: 'Speed'), judged against the figures. None is weakened here without a decision in
 * docs/decisions.md that gives the measurement behind it, and a note to the product owner that quotes it.
 */
import type { HomeFigures } from './home.ts'
import type { ImportFigures } from './import.ts'
import type { DownloadFigures } from './downloads.ts'
import type { LighthousePage } from './lighthouse.ts'
import type { OfflineFigures } from './offline.ts'
import type { PdfFigures } from './pdf.ts'
import { KB, type PwaAudit, type Sizes } from './reused.mjs'
import type { ScaleFigures } from './scale.ts'
import type { Ratio } from './stats.ts'
import type { TestStages } from './test-stages.ts'
import { HOME_BUDGETS, IMPORT_BUDGETS, TEST_STAGE_BUDGETS } from './budgets-more.ts'

export type Figures = {
  size?: Sizes
  downloads?: DownloadFigures
  lighthouse?: { login: LighthousePage; enrollees: LighthousePage }
  pwa?: PwaAudit
  scale?: Omit<ScaleFigures, 'persist'>
  persist?: ScaleFigures['persist']
  warmStart?: Ratio
  drain?: OfflineFigures['drain']
  pdf?: PdfFigures
  import?: Partial<ImportFigures>
  home?: HomeFigures
  testStages?: TestStages | null
}

/** Parts of the bench, in the order they run (BENCH_ONLY picks some). */
export const SECTIONS = [
  'size',
  'lighthouse',
  'pwa',
  'downloads',
  'scale',
  'persist',
  'warm-start',
  'drain',
  'pdf',
  'import',
  'home',
  'test-stages',
] as const
export type Section = (typeof SECTIONS)[number]

export type Unit = 'KB' | 'score' | 's' | 'ms' | 'ratio' | 'min' | 'count'
export type Verdict = {
  id: string
  section: Section
  label: string
  unit: Unit
  /** 'max': the figure must stay at or below the limit; 'min': at or above. */
  kind: 'max' | 'min'
  limit: number
  aim: number
  /** null when the figure could not be measured (which fails the budget). */
  value: number | null
  pass: boolean
  aimMet: boolean
}

export type Budget = Omit<Verdict, 'value' | 'pass' | 'aimMet'> & {
  pick: (figures: Figures) => number | undefined
  /** Judged only when there is a figure (npm test's stage times come from a file that may not exist). */
  optional?: true
}

const kb = (bytes: number | undefined) => (bytes === undefined ? undefined : bytes / KB)

const BUDGETS: Budget[] = [
  {
    id: 'initial-js-gzip',
    section: 'size',
    label: 'initial JS, gzip',
    unit: 'KB',
    kind: 'max',
    limit: 150,
    aim: 120,
    pick: (f) => kb(f.size?.initial.js.gzip),
  },
  {
    id: 'initial-css-gzip',
    section: 'size',
    label: 'initial CSS, gzip',
    unit: 'KB',
    kind: 'max',
    limit: 30,
    aim: 20,
    pick: (f) => kb(f.size?.initial.css.gzip),
  },
  // What a first visit really downloads before the screen is usable, measured in Chromium (scripts/bench/downloads.ts).
  {
    id: 'downloads-login-gzip',
    section: 'downloads',
    label: 'JS + CSS before /login is usable, first visit, gzip',
    unit: 'KB',
    kind: 'max',
    // Asked for 150 (aim 120); the fixed stack alone is ~165 KB, so re-set (decisions: 'Speed' → "First-visit budgets re-set").
    limit: 195,
    aim: 150,
    pick: (f) => kb(f.downloads?.login.gzip),
  },
  {
    id: 'downloads-enrollees-gzip',
    section: 'downloads',
    label: "JS + CSS from /login to the enrollee list's first row, first visit, gzip",
    unit: 'KB',
    kind: 'max',
    // Asked for 200 (aim 160); re-set with the one above.
    limit: 260,
    aim: 200,
    pick: (f) => kb(f.downloads?.enrollees.gzip),
  },
  {
    id: 'lh-performance-login',
    section: 'lighthouse',
    label: 'Lighthouse performance /login, mobile',
    unit: 'score',
    kind: 'min',
    limit: 95,
    aim: 100,
    pick: (f) => f.lighthouse?.login.median.performance,
  },
  {
    id: 'lh-performance-enrollees',
    section: 'lighthouse',
    label: 'Lighthouse performance /dashboard/enrollees',
    unit: 'score',
    kind: 'min',
    limit: 98,
    aim: 100,
    pick: (f) => f.lighthouse?.enrollees.median.performance,
  },
  {
    id: 'lh-accessibility-login',
    section: 'lighthouse',
    label: 'Lighthouse accessibility /login',
    unit: 'score',
    kind: 'min',
    limit: 100,
    aim: 100,
    pick: (f) => f.lighthouse?.login.median.accessibility,
  },
  {
    id: 'lh-accessibility-enrollees',
    section: 'lighthouse',
    label: 'Lighthouse accessibility /dashboard/enrollees',
    unit: 'score',
    kind: 'min',
    limit: 100,
    aim: 100,
    pick: (f) => f.lighthouse?.enrollees.median.accessibility,
  },
  {
    id: 'lh-best-practices-login',
    section: 'lighthouse',
    label: 'Lighthouse best practices /login',
    unit: 'score',
    kind: 'min',
    limit: 100,
    aim: 100,
    pick: (f) => f.lighthouse?.login.median.bestPractices,
  },
  {
    id: 'lh-best-practices-enrollees',
    section: 'lighthouse',
    label: 'Lighthouse best practices /dashboard/enrollees',
    unit: 'score',
    kind: 'min',
    limit: 100,
    aim: 100,
    pick: (f) => f.lighthouse?.enrollees.median.bestPractices,
  },
  {
    id: 'lcp-login',
    section: 'lighthouse',
    label: 'LCP /login (simulated mobile)',
    unit: 's',
    kind: 'max',
    limit: 2,
    aim: 1.2,
    pick: (f) => (f.lighthouse ? f.lighthouse.login.median.lcpMs / 1000 : undefined),
  },
  // A signed-in list in under two seconds on a mid-range phone (scripts/bench/lcp-breakdown.ts says what it is made of).
  {
    id: 'lcp-enrollees',
    section: 'lighthouse',
    label: 'LCP /dashboard/enrollees, signed in (simulated mobile)',
    unit: 's',
    kind: 'max',
    limit: 2,
    aim: 1.5,
    pick: (f) => (f.lighthouse ? f.lighthouse.enrollees.median.lcpMs / 1000 : undefined),
  },
  {
    id: 'first-row-ratio',
    section: 'scale',
    label: 'first row 10,000 / first row small',
    unit: 'ratio',
    kind: 'max',
    limit: 1.5,
    aim: 1.1,
    pick: (f) => f.scale?.firstRowMs.median,
  },
  // decisions: 'Speed': a fling of the 10,000-row list stays smooth on a slow phone.
  {
    id: 'fling-slow-frames-per-1000',
    section: 'scale',
    label: 'frames > 50 ms per 1,000, flinging 10,000 rows',
    unit: 'count',
    kind: 'max',
    limit: 2,
    aim: 0,
    pick: (f) => f.scale?.scroll.slowPer1000.median,
  },
  {
    id: 'fling-worst-frame',
    section: 'scale',
    label: 'worst frame flinging 10,000 rows',
    unit: 'ms',
    kind: 'max',
    limit: 100,
    aim: 50,
    pick: (f) => f.scale?.scroll.worstFrameMs.median,
  },
  {
    id: 'persist-longest-task',
    section: 'persist',
    label: 'longest task while persisting 10,000 rows',
    unit: 'ms',
    kind: 'max',
    limit: 100,
    aim: 50,
    pick: (f) => f.persist?.longestTaskMs.median,
  },
  // decisions: 'Speed' (warm start, settled): a time the phone user feels, and offline no slower than online
  // beyond the noise of back-to-back pairs on a shared machine.
  {
    id: 'warm-start-offline',
    section: 'warm-start',
    label: 'offline warm start to first row (4× slower CPU)',
    unit: 's',
    kind: 'max',
    limit: 1,
    aim: 0.8,
    pick: (f) => (f.warmStart ? f.warmStart.numerator.median / 1000 : undefined),
  },
  {
    id: 'warm-start-ratio',
    section: 'warm-start',
    label: 'offline warm start / online warm start',
    unit: 'ratio',
    kind: 'max',
    limit: 1.1,
    aim: 1,
    pick: (f) => f.warmStart?.median,
  },
  // decisions: 'Queued writes': 50 edits of 50 enrollees queued offline, reconnect → empty queue (lanes send 4 at once).
  {
    id: 'drain-50-edits',
    section: 'drain',
    label: 'reconnect → empty queue, 50 queued edits (4× slower CPU)',
    unit: 's',
    kind: 'max',
    limit: 1.5,
    aim: 1,
    pick: (f) => (f.drain ? f.drain.reconnectToEmptyMs.median / 1000 : undefined),
  },
  // decisions: 'Invoices as documents': the PDF code loads only when asked, and a 40-line PDF is made within a second.
  {
    id: 'pdf-chunk-gzip',
    section: 'pdf',
    label: 'invoice PDF code loaded on first "Download PDF", gzip',
    unit: 'KB',
    kind: 'max',
    limit: 150,
    aim: 120,
    pick: (f) => kb(f.pdf?.chunkGzipBytes),
  },
  {
    id: 'pdf-make-40-lines',
    section: 'pdf',
    label: '40-line invoice PDF, tap to download (4× slower CPU)',
    unit: 's',
    kind: 'max',
    limit: 2,
    aim: 1,
    pick: (f) => (f.pdf ? f.pdf.makeMs.median / 1000 : undefined),
  },
  // Not a speed budget: `npm run pwa:audit` (decisions: 'Installable and updates') already holds the app to 100.
  {
    id: 'pwa',
    section: 'pwa',
    label: 'Lighthouse 11.7 PWA category',
    unit: 'score',
    kind: 'min',
    limit: 100,
    aim: 100,
    pick: (f) => f.pwa?.score,
  },
  ...IMPORT_BUDGETS,
  ...HOME_BUDGETS,
  ...TEST_STAGE_BUDGETS,
]

export function judge(figures: Figures, sections: ReadonlySet<Section>): Verdict[] {
  return BUDGETS.filter((budget) => sections.has(budget.section)).flatMap(({ pick, optional, ...budget }) => {
    const measured = pick(figures)
    if (optional && measured === undefined) return []
    const value = measured === undefined || Number.isNaN(measured) ? null : measured
    const within = (limit: number) => value !== null && (budget.kind === 'max' ? value <= limit : value >= limit)
    return [{ ...budget, value, pass: within(budget.limit), aimMet: within(budget.aim) }]
  })
}

export function formatValue(value: number | null, unit: Unit): string {
  if (value === null) return 'not measured'
  switch (unit) {
    case 'KB':
      return `${value.toFixed(1)} KB`
    case 's':
      return `${value.toFixed(2)} s`
    case 'ms':
      return `${Math.round(value)} ms`
    case 'ratio':
      return value.toFixed(2)
    case 'count':
      return value.toFixed(1)
    case 'score':
      return String(Math.round(value))
    case 'min':
      return `${value.toFixed(1)} min`
  }
}

export function formatLimit(verdict: Pick<Verdict, 'kind' | 'unit'>, limit: number): string {
  return `${verdict.kind === 'max' ? '≤' : '≥'} ${formatValue(limit, verdict.unit)}`
}
