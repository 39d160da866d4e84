/**
 * What a Lighthouse LCP is waiting on (decisions: 'Speed'). Lighthouse's LCP is not
 * the observed paint: Lantern replays every request and script that ended before
 * it on a slow phone (150 ms round trips, 1.6 Mbit/s, CPU 4×) and takes the
 * last one's end. This prints that replay, request by request, so the chain
 * (which request waited on which) and the bytes that make the figure show.
 *
 *   BENCH_ONLY=lighthouse BENCH_RUNS=1 BENCH_LH_DUMP=/tmp/lh npm run bench
 *   node scripts/bench/lantern-nodes.mjs /tmp/lh -dashboard-enrollees-1
 */
import { readFileSync } from 'node:fs'
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'

const [folder, page = '-dashboard-enrollees-1'] = process.argv.slice(2)
if (!folder) throw new Error('usage: node scripts/bench/lantern-nodes.mjs <BENCH_LH_DUMP folder> [-dashboard-enrollees-1]')
const read = (name) => JSON.parse(readFileSync(`${folder}/${name}${page}.json`, 'utf8'))
const lhr = read('lighthouse')
const { DevtoolsLog, URL, GatherContext, HostDPR } = read('network')
const data = { trace: read('trace'), devtoolsLog: DevtoolsLog, gatherContext: GatherContext, settings: lhr.configSettings, URL, HostDPR }
const lcp = await LanternLargestContentfulPaint.request({ ...data, simulator: null, SourceMaps: [] }, { computedCache: new Map() })

const ms = (value) => String(Math.round(value)).padStart(5)
console.log(
  `LCP ${Math.round(lcp.timing)} ms (optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)})`,
)
console.log('start   end  what (pessimistic replay)')
const timings = [...lcp.pessimisticEstimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime)
for (const [node, timing] of timings) {
  const what =
    node.type === 'network'
      ? `${node.request.resourceType} ${node.request.url.replace(/^https?:\/\/[^/]+/, '')} ${(node.request.transferSize / 1000).toFixed(1)} KB`
      : `CPU task (${Math.round((node.endTime - node.startTime) / 1000)} ms observed)`
  console.log(`${ms(timing.startTime)} ${ms(timing.endTime)}  ${what}`)
}
