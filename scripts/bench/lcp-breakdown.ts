/**
 * What a page's LCP is made of (decisions: 'Speed'): time to first byte, the LCP
 * resource's load delay and load duration (an image's; a text LCP has none)
 * and the element's render delay. Lighthouse's LCP breakdown insight gives
 * them from the observed (unthrottled) trace; the score uses the simulated LCP,
 * so the parts are also given on that scale, the way Lighthouse's own
 * LCPBreakdown does under simulation: TTFB simulated, the resource's start and
 * end scaled by simulated ÷ observed LCP, render delay what remains.
 */
import * as v from 'valibot'

export type LcpParts = { ttfbMs: number; loadDelayMs: number; loadDurationMs: number; renderDelayMs: number }
export type LcpBreakdown = {
  /** On the simulated scale: they add up to Lighthouse's LCP. */
  simulated: LcpParts
  /** From the trace, as measured on this machine: they add up to the observed LCP. */
  observed: LcpParts
  /** The LCP element, as Lighthouse names it. */
  element: string
}

const subparts = v.object({
  items: v.array(v.looseObject({ subpart: v.optional(v.string()), duration: v.optional(v.number()) })),
})
const node = v.looseObject({ type: v.literal('node'), nodeLabel: v.optional(v.string()) })
const metrics = v.object({ timeToFirstByte: v.number(), largestContentfulPaint: v.number(), observedLargestContentfulPaint: v.number() })

type Audit = { details?: unknown; numericValue?: number } | undefined

/** From a report's audits; undefined when it has no breakdown (no LCP). */
export function lcpBreakdown(audits: Record<string, Audit>): LcpBreakdown | undefined {
  const insight = audits['lcp-breakdown-insight']?.details
  const items = v.safeParse(v.object({ items: v.tuple([subparts]) }), insight)
  const summary = v.safeParse(v.object({ items: v.tuple([metrics]) }), audits['metrics']?.details)
  if (!items.success || !summary.success) return undefined
  const part = (name: string) => items.output.items[0].items.find((item) => item.subpart === name)?.duration ?? 0
  const observed: LcpParts = {
    ttfbMs: part('timeToFirstByte'),
    loadDelayMs: part('resourceLoadDelay'),
    loadDurationMs: part('resourceLoadDuration'),
    renderDelayMs: part('elementRenderDelay'),
  }
  const { timeToFirstByte: ttfb, largestContentfulPaint: lcp, observedLargestContentfulPaint: observedLcp } = summary.output.items[0]
  const ratio = observedLcp > 0 ? lcp / observedLcp : 1
  const loadStart = Math.max(ttfb, Math.min((observed.ttfbMs + observed.loadDelayMs) * ratio, lcp))
  const loadEnd =
    observed.loadDurationMs > 0
      ? Math.max(loadStart, Math.min((observed.ttfbMs + observed.loadDelayMs + observed.loadDurationMs) * ratio, lcp))
      : loadStart
  const simulated: LcpParts = {
    ttfbMs: ttfb,
    loadDelayMs: observed.loadDelayMs > 0 ? loadStart - ttfb : 0,
    loadDurationMs: loadEnd - loadStart,
    renderDelayMs: lcp - (observed.loadDelayMs > 0 ? loadEnd : ttfb),
  }
  const element = v.safeParse(v.object({ items: v.array(v.unknown()) }), insight)
  const label = element.success ? element.output.items.map((item) => v.safeParse(node, item)).find((parsed) => parsed.success) : undefined
  // An element's label is its text as written in the page (index.html's line breaks and indents included): one line here.
  return { simulated, observed, element: label?.success ? (label.output.nodeLabel ?? '').replace(/\s+/g, ' ').trim() : '' }
}
