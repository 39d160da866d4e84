/** The report's parts for the import, home and npm test stage sections (report.ts puts them after its own). */
import type { Figures } from './budgets.ts'
import { CPU_SLOWDOWN } from './probes.ts'
import { KB } from './reused.mjs'
import type { Series } from './stats.ts'

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`
const ms = (value: number) => `${Math.round(value)} ms`
const seriesCell = (figure: Series, format: (value: number) => string) =>
  `**${format(figure.median)}** (${figure.runs.map(format).join(', ')})`
const minutes = (seconds: number) => {
  const whole = Math.round(seconds)
  return `${Math.floor(whole / 60)} min ${whole % 60} s`
}

export function moreSections(figures: Figures): string[] {
  return [...importLines(figures), ...homeLines(figures), ...testStageLines(figures)]
}

function importLines({ import: figures }: Figures): string[] {
  if (!figures?.check && !figures?.send) return []
  const lines = [
    '## Spreadsheet import',
    '',
    `Pixel 7 emulation, CPU ${CPU_SLOWDOWN}× slower (the page's own thread), hr@example.com's INV-6001 (300 free slots on each of two plans), generated CSV files.`,
    '',
    '| figure | median (every value) |',
    '| --- | --- |',
  ]
  if (figures.check) {
    const { rows, ms: time, longestTaskMs, longTasks } = figures.check
    lines.push(
      `| ${rows.toLocaleString('en')}-row CSV chosen → preview summary drawn ("Check the rows" pressed as soon as it can be) | ${seriesCell(time, ms)} |`,
      `| longest main-thread task in that span (Long Tasks API; 0 = none over 50 ms) | ${seriesCell(longestTaskMs, ms)} |`,
      `| main-thread tasks over 50 ms in that span | ${seriesCell(longTasks, String)} |`,
    )
  }
  if (figures.send) {
    const { rows, reconnectToAllMs } = figures.send
    lines.push(`| reconnect → all ${rows} rows queued offline at the API (counted through the API) | ${seriesCell(reconnectToAllMs, ms)} |`)
  }
  return [...lines, '']
}

function homeLines({ home }: Figures): string[] {
  if (!home) return []
  const { chunks, lighthouse } = home
  const lines = [
    '## Home',
    '',
    `/dashboard/home's own chunks (the route's files and what only they import; the initial files and the chunks other pages share are not counted): **${kb(chunks.ownGzip)}** gzip — ${chunks.own.map((file) => `${file.file} ${kb(file.gzip)}`).join(', ')}. With the shared chunks it is the first page to need (the size section's figure): ${chunks.withDepsGzip === null ? '–' : kb(chunks.withDepsGzip)}.`,
    '',
  ]
  if (lighthouse) {
    const run = lighthouse.median
    lines.push(
      `Lighthouse ${lighthouse.lighthouseVersion}, mobile, signed in as owner@ on a trusted device (as /dashboard/enrollees): performance **${run.performance}** (${lighthouse.runs.map((each) => each.performance).join(', ')}), accessibility **${run.accessibility}**, best practices **${run.bestPractices}**, LCP ${(run.lcpMs / 1000).toFixed(2)} s, TBT ${ms(run.tbtMs)}, CLS ${run.cls.toFixed(3)}, host benchmark index ${run.benchmarkIndex}.`,
      '',
      ...(lighthouse.failing.length ? [`Not passing: ${lighthouse.failing.join('; ')}.`, ''] : []),
      ...(lighthouse.opportunities.length ? [`Lighthouse's largest estimated savings: ${lighthouse.opportunities.join('; ')}.`, ''] : []),
    )
  }
  return lines
}

function testStageLines({ testStages }: Figures): string[] {
  if (testStages === undefined) return []
  if (testStages === null)
    return ['## npm test stages', '', 'Not measured: no `test-results/npm-test-stages.json` (written by `npm test`) on this machine.', '']
  const { stages, shards } = testStages
  const how = `${testStages.passed ? 'passed' : 'stopped at a failing stage'}${testStages.e2e ? '' : ', without the browser tests (--no-e2e)'}`
  return [
    '## npm test stages',
    '',
    `From the latest \`npm test\` on this machine, started ${testStages.startedAt} (${how}; load average ${testStages.loadAverage ?? '–'} at its end): **${minutes(testStages.totalS)}** in all.`,
    '',
    '| stage | time |',
    '| --- | --- |',
    ...stages.map((stage) => `| ${stage.title} | ${minutes(stage.seconds)} |`),
    ...(shards ?? []).map(
      (shard) =>
        `| ↳ Playwright shard ${shard.shard} (${shard.files} spec files${shard.passed ? '' : ', failed'}) | ${minutes(shard.seconds)} |`,
    ),
    '',
  ]
}
