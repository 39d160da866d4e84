/** docs/bench.md and docs/bench.json: the same figures, for people and for tools. */
import type { Figures, Verdict } from './budgets.ts'
import type { DownloadFigures } from './downloads.ts'
import { formatLimit, formatValue } from './budgets.ts'
import type { LighthousePage } from './lighthouse.ts'
import { longFrameLines } from './long-frames-report.ts'
import type { LcpParts } from './lcp-breakdown.ts'
import type { Machine } from './machine.ts'
import { KB, type FileSize } from './reused.mjs'
import { CPU_SLOWDOWN } from './probes.ts'
import { PAIRS_PER_RUN, type Ratio, type Series } from './stats.ts'
import { moreSections } from './report-more.ts'

export type Report = {
  date: string
  durationS: number
  runs: { timings: number; drain: number }
  machine: Machine
  budgets: Verdict[]
  figures: Figures
  /** Sections that failed to run, with the error. */
  errors: Record<string, string>
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`
const ms = (value: number) => `${Math.round(value)} ms`
const list = (values: readonly number[], format: (value: number) => string) => values.map(format).join(', ')
const seriesCell = (figure: Series, format: (value: number) => string) => `**${format(figure.median)}** (${list(figure.runs, format)})`
const ratioCell = (figure: Ratio) => `**${figure.median.toFixed(2)}** (${list(figure.ratios, (value) => value.toFixed(2))})`

export function toJson(report: Report): string {
  // The files' bodies are not figures; sizes are.
  return `${JSON.stringify(report, null, 2)}\n`
}

export function toMarkdown(report: Report): string {
  const { machine, figures } = report
  const lines: string[] = [
    '# Bench',
    '',
    `Written by \`npm run bench\` (scripts/bench/run.ts) on ${report.date}; do not edit by hand. The same figures are in \`docs/bench.json\`. Timings are the median of ${report.runs.timings} runs (the queue drain of ${report.runs.drain}); ratios the median of ${PAIRS_PER_RUN} back-to-back pairs per run; every value follows in brackets. How each figure is measured: README "Bench" and the comments in scripts/bench/.`,
    '',
    '## Machine',
    '',
    '| | |',
    '| --- | --- |',
    `| CPU | ${machine.cpu}, ${machine.cores} cores |`,
    `| RAM | ${machine.ramGb} GB |`,
    `| OS | ${machine.os} |`,
    `| Node | ${machine.node} |`,
    `| Chromium | ${machine.chromium} |`,
    `| Lighthouse | ${figures.lighthouse?.login.lighthouseVersion ?? '–'} (PWA: ${figures.pwa?.lighthouseVersion ?? '–'}) |`,
    `| load average (1 min) | ${machine.loadStart} at the start, ${machine.loadEnd ?? '–'} at the end (shared machine: timings are noisy) |`,
    `| bench took | ${Math.round(report.durationS / 60)} min |`,
    '',
    '## Budgets',
    '',
    '| figure | measured | budget | aim | |',
    '| --- | --- | --- | --- | --- |',
    ...report.budgets.map(
      (verdict) =>
        `| ${verdict.label} | ${formatValue(verdict.value, verdict.unit)} | ${formatLimit(verdict, verdict.limit)} | ${formatLimit(verdict, verdict.aim)} | ${verdict.pass ? (verdict.aimMet ? 'pass, aim met' : 'pass') : '**FAIL**'} |`,
    ),
    '',
  ]
  for (const [section, error] of Object.entries(report.errors))
    lines.push(`**${section} could not be measured:** ${error.split('\n')[0] ?? ''}`, '')

  if (figures.size) {
    const { initial, routeChunks, precache } = figures.size
    lines.push(
      '## Size',
      '',
      'gzip per file (zlib default level), KB = 1,000 bytes. Initial = the entry script, its static imports and every `modulepreload` of index.html, and the stylesheets index.html links.',
      '',
      '| | files | raw | gzip |',
      '| --- | --- | --- | --- |',
      `| initial JS | ${initial.js.count} | ${kb(initial.js.bytes)} | ${kb(initial.js.gzip)} |`,
      `| initial CSS | ${initial.css.count} | ${kb(initial.css.bytes)} | ${kb(initial.css.gzip)} |`,
      `| precached by the service worker | ${precache.entries} | ${kb(precache.bytes)} | ${kb(precache.gzip)} |`,
      '',
      'Largest initial JS files:',
      '',
      '| file | gzip |',
      '| --- | --- |',
      ...initial.js.files.slice(0, 8).map((file) => `| ${file.file} | ${kb(file.gzip)} |`),
      '',
      'Largest route chunks (what opening the route adds to the initial files):',
      '',
      '| route | chunk | chunk gzip | with its other new chunks, gzip |',
      '| --- | --- | --- | --- |',
      ...routeChunks
        .slice(0, 6)
        .map((chunk) => `| ${chunk.route ?? '–'} | ${chunk.file} | ${kb(chunk.gzip)} | ${kb(chunk.withDepsGzip)} |`),
      '',
    )
  }

  if (figures.downloads) lines.push(...downloadsSection(figures.downloads))

  if (figures.lighthouse) {
    const pages = [figures.lighthouse.login, figures.lighthouse.enrollees]
    lines.push(
      `## Lighthouse ${figures.lighthouse.login.lighthouseVersion}`,
      '',
      'Mobile, default simulated throttling, a fresh Chromium profile per run; /dashboard/enrollees signed in as owner@ (trusted device) through the app first.',
      '',
      '| page | performance | accessibility | best practices | LCP | TBT | CLS | FCP | host benchmark index |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...pages.map(lighthouseRow),
      '',
      ...lcpBreakdownLines(pages),
      ...pages.flatMap((page) => (page.failing.length ? [`Not passing on ${page.path}: ${page.failing.join('; ')}.`, ''] : [])),
      ...pages.flatMap((page) =>
        page.opportunities.length ? [`Lighthouse's largest estimated savings on ${page.path}: ${page.opportunities.join('; ')}.`, ''] : [],
      ),
    )
  }

  if (figures.pwa) {
    lines.push(
      `## Lighthouse ${figures.pwa.lighthouseVersion} PWA category`,
      '',
      `Score **${figures.pwa.score}**${figures.pwa.failing.length ? `; failing: ${figures.pwa.failing.map((audit) => `${audit.id} (${audit.explanation ?? audit.title})`).join('; ')}` : ', every PWA audit passes'}.`,
      '',
    )
  }

  if (figures.scale || figures.persist) {
    lines.push(
      `## Scale`,
      '',
      `Pixel 7 emulation, CPU ${CPU_SLOWDOWN}× slower. large@ has 10,000 enrollees, owner@ 18.`,
      '',
      '| figure | median (every value) |',
      '| --- | --- |',
    )
    if (figures.scale) {
      const { firstRowMs, heapMb, scroll } = figures.scale
      lines.push(
        `| first row large@ / first row owner@ | ${ratioCell(firstRowMs)} |`,
        `| first row large@ | ${seriesCell(firstRowMs.numerator, ms)} |`,
        `| first row owner@ | ${seriesCell(firstRowMs.denominator, ms)} |`,
        `| JS heap, large@ list loaded | ${seriesCell(heapMb.large, (value) => `${value.toFixed(1)} MB`)} |`,
        `| JS heap, owner@ list loaded | ${seriesCell(heapMb.owner, (value) => `${value.toFixed(1)} MB`)} |`,
        `| frames > 50 ms (more than three 60 Hz intervals), flinging the large@ list to its end (one screen per frame) | ${seriesCell(scroll.slowFrames, String)} of ${list(scroll.frames.runs, String)} frames |`,
        `| frames > 50 ms per 1,000 frames while flinging | ${seriesCell(scroll.slowPer1000, (value) => value.toFixed(1))} |`,
        `| longest frame while flinging | ${seriesCell(scroll.worstFrameMs, ms)} |`,
      )
    }
    if (figures.persist) {
      lines.push(
        `| longest task holding a write of the 10,000-row cache | ${seriesCell(figures.persist.longestTaskMs, ms)} |`,
        `| each write's task, per run | ${figures.persist.writeMs.map((run) => `[${list(run, ms)}]`).join(' ')} |`,
      )
    }
    lines.push('')
    if (figures.scale) lines.push(...longFrameLines(figures.scale.scroll.longFrames))
  }

  if (figures.warmStart || figures.drain) {
    lines.push(
      '## Offline',
      '',
      `Pixel 7 emulation, CPU ${CPU_SLOWDOWN}× slower.`,
      '',
      '| figure | median (every value) |',
      '| --- | --- |',
    )
    if (figures.warmStart) {
      lines.push(
        `| warm start offline / online (owner@, trusted device, new tab to first row) | ${ratioCell(figures.warmStart)} |`,
        `| warm start offline | ${seriesCell(figures.warmStart.numerator, ms)} |`,
        `| warm start online | ${seriesCell(figures.warmStart.denominator, ms)} |`,
      )
    }
    if (figures.drain) {
      lines.push(
        `| reconnect → empty queue, ${figures.drain.writes} queued edits (large@) | ${seriesCell(figures.drain.reconnectToEmptyMs, ms)} |`,
      )
    }
    lines.push('')
  }

  if (figures.pdf) {
    lines.push(
      '## Invoice PDF',
      '',
      `Pixel 7 emulation, CPU ${CPU_SLOWDOWN}× slower, a fresh browser context per run.`,
      '',
      '| figure | median (every value) |',
      '| --- | --- |',
      `| JavaScript the first "Download PDF" loads, gzip | ${(figures.pdf.chunkGzipBytes / KB).toFixed(1)} KB |`,
      `| tap → download, ${figures.pdf.lines}-line invoice (chunk and fonts fetched too) | ${seriesCell(figures.pdf.makeMs, ms)} |`,
      '',
    )
  }
  lines.push(...moreSections(figures))
  return `${lines.join('\n').trimEnd()}\n`
}

function downloadsSection({ login, enrollees, loginAfterReady, fromBuild }: DownloadFigures): string[] {
  const agreement = (measured: number, computed: number) =>
    `${kb(computed)} (${computed >= measured ? '+' : '−'}${kb(Math.abs(computed - measured))})`
  const table = (files: readonly FileSize[]) => [
    '| file | raw | gzip |',
    '| --- | --- | --- |',
    ...files.map((file) => `| ${file.file} | ${kb(file.bytes)} | ${kb(file.gzip)} |`),
  ]
  return [
    '## What a first visit downloads',
    '',
    'Chromium, Pixel 7, empty cache, service worker blocked: every script and stylesheet requested before the screen was usable (the password field in the page; the first row of the enrollee list, signed in as owner@ from that same /login visit), gzip per file. What the page prefetched when idle after that moment is not counted (scripts/bench/downloads.ts). `node scripts/check-size.mjs` computes the same sets from the build.',
    '',
    `Computed from the build by \`scripts/check-size.mjs\` (its difference to Chromium's): /login ${agreement(login.gzip, fromBuild.login)}, on to the list ${agreement(enrollees.gzip, fromBuild.enrollees)}.`,
    '',
    `### ${login.screen}: ${login.count} files, ${kb(login.gzip)} gzip`,
    '',
    ...table(login.files),
    '',
    `Loaded on /login once it was usable (idle time, not counted for /login): ${loginAfterReady.length ? loginAfterReady.map((file) => `${file.file} ${kb(file.gzip)}`).join(', ') : 'nothing'}.`,
    '',
    `### ${enrollees.screen}: ${enrollees.count} files, ${kb(enrollees.gzip)} gzip`,
    '',
    ...table(enrollees.files),
    '',
  ]
}

function lighthouseRow(page: LighthousePage): string {
  const runs = (pick: (run: LighthousePage['median']) => number, format: (value: number) => string) =>
    `**${format(pick(page.median))}** (${list(page.runs.map(pick), format)})`
  const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`
  return `| ${page.path} | ${runs((run) => run.performance, String)} | ${runs((run) => run.accessibility, String)} | ${runs((run) => run.bestPractices, String)} | ${runs((run) => run.lcpMs, seconds)} | ${runs((run) => run.tbtMs, ms)} | ${runs(
    (run) => run.cls,
    (value) => value.toFixed(3),
  )} | ${runs((run) => run.fcpMs, seconds)} | ${runs((run) => run.benchmarkIndex, String)} |`
}

/** What each page's LCP is made of (scripts/bench/lcp-breakdown.ts), simulated as the score counts it and as observed. */
function lcpBreakdownLines(pages: readonly LighthousePage[]): string[] {
  const parts = (p: LcpParts) => [p.ttfbMs, p.loadDelayMs, p.loadDurationMs, p.renderDelayMs].map(ms).join(' | ')
  const rows = pages.flatMap((page) => {
    const lcp = page.lcpBreakdown
    if (!lcp) return []
    return [
      `| ${page.path}, simulated | ${parts(lcp.simulated)} | ${lcp.element} |`,
      `| ${page.path}, observed | ${parts(lcp.observed)} | |`,
    ]
  })
  if (!rows.length) return []
  return [
    "LCP breakdown (the run with the median LCP): simulated is on the scale of the LCP above; observed is the unthrottled trace (Lighthouse's LCP breakdown insight). A text LCP has no resource to load.",
    '',
    '| page | time to first byte | resource load delay | resource load duration | render delay | LCP element |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ]
}
