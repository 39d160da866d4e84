/** Small number helpers of the bench. */

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const upper = sorted[middle] ?? Number.NaN
  return sorted.length % 2 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2
}

/** A timing run N times: every value, and the median that the report quotes. */
export type Series = { runs: number[]; median: number }

export function series(runs: number[]): Series {
  return { runs, median: median(runs) }
}

/**
 * Back-to-back pairs per run of a figure that compares two timings (a shared machine drifts between
 * runs, much less within one pair). Its load still swings within seconds: one start of the same
 * page varies by ±15 %, so the median of 15 pair ratios (five per run) rather than 9 keeps one
 * unlucky moment from deciding a figure whose two timings are close.
 */
export const PAIRS_PER_RUN = 5

export type Ratio = { numerator: Series; denominator: Series; ratios: number[]; median: number }

export function ratio(pairs: readonly (readonly [number, number])[]): Ratio {
  const ratios = pairs.map(([top, bottom]) => top / bottom)
  return {
    numerator: series(pairs.map(([top]) => top)),
    denominator: series(pairs.map(([, bottom]) => bottom)),
    ratios,
    median: median(ratios),
  }
}

export const round = (value: number, digits = 0) => {
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}

/** A positive whole number from the environment, or the fallback. */
export function envCount(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number ≥ 1, not "${raw}"`)
  return value
}
