/** The speed budgets (decisions: 'Speed'; none may be weakened here without the product owner agreeing), judged against the figures. */
import type { LighthousePage } from './lighthouse.ts'
import type { OfflineFigures } from './offline.ts'
import type { PdfFigures } from './pdf.ts'
import { KB, type PwaAudit, type Sizes } from './reused.mjs'
import type { ScaleFigures } from './scale.ts'
import type { Ratio } from './stats.ts'

export type Figures = {
  size?: Sizes
  lighthouse?: { login: LighthousePage; enrollees: LighthousePage }
  pwa?: PwaAudit
  scale?: Omit<ScaleFigures, 'persist'>
  persist?: ScaleFigures['persist']
  warmStart?: Ratio
  drain?: OfflineFigures['drain']
  pdf?: PdfFigures
}

/** Parts of the bench, in the order they run (BENCH_ONLY picks some). */
export const SECTIONS = ['size', 'lighthouse', 'pwa', 'scale', 'persist', 'warm-start', 'drain', 'pdf'] as const
export type Section = (typeof SECTIONS)[number]

export type Unit = 'KB' | 'score' | 's' | 'ms' | 'ratio'
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

type Budget = Omit<Verdict, 'value' | 'pass' | 'aimMet'> & { pick: (figures: Figures) => number | undefined }

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
    limit: 90,
    aim: 98,
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
  {
    id: 'warm-start-ratio',
    section: 'warm-start',
    label: 'offline warm start / online warm start',
    unit: 'ratio',
    kind: 'max',
    limit: 1,
    aim: 0.7,
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
]

export function judge(figures: Figures, sections: ReadonlySet<Section>): Verdict[] {
  return BUDGETS.filter((budget) => sections.has(budget.section)).map(({ pick, ...budget }) => {
    const measured = pick(figures)
    const value = measured === undefined || Number.isNaN(measured) ? null : measured
    const within = (limit: number) => value !== null && (budget.kind === 'max' ? value <= limit : value >= limit)
    return { ...budget, value, pass: within(budget.limit), aimMet: within(budget.aim) }
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
    case 'score':
      return String(Math.round(value))
  }
}

export function formatLimit(verdict: Pick<Verdict, 'kind' | 'unit'>, limit: number): string {
  return `${verdict.kind === 'max' ? '≤' : '≥'} ${formatValue(limit, verdict.unit)}`
}
