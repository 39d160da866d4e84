/**
 * Building blocks of the provider API contract (spec §7), shared by the app
 * (which parses every response with them) and the local API in `server/`
 * (which validates every request with them). Feature schemas build on these.
 */
import * as v from 'valibot'
import { FREQUENCY, STATUS } from './codes'

/** Every successful response: `{ status: 'success', message?, data }`. */
export const envelope = <TData extends v.GenericSchema>(data: TData) =>
  v.object({
    status: v.literal('success'),
    message: v.optional(v.string()),
    data,
  })

/** A success response that only carries a message. */
export const messageEnvelope = v.object({
  status: v.literal('success'),
  message: v.string(),
  data: v.optional(v.unknown()),
})

/** Every failed response: HTTP status >= 400 with this body. */
export const errorBody = v.object({
  status: v.literal('error'),
  message: v.string(),
  data: v.optional(v.unknown()),
})

export const id = v.pipe(v.number(), v.integer(), v.minValue(1))
/** Dates on the wire are ISO `YYYY-MM-DD` or full ISO timestamps. */
export const isoDate = v.pipe(v.string(), v.isoDate())
export const isoDateTime = v.pipe(v.string(), v.isoTimestamp())
export const requiredText = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message))

/**
 * Longest text each kind of field takes (decisions: 'What a new user tripped on'): the forms refuse more and
 * the API refuses the same, so nothing the form refuses can reach the server.
 */
export const MAX_LENGTH = { name: 50, email: 254, address: 200, reason: 500, password: 128 } as const

/** "First name must be at most 50 characters.": the API's wording of a too-long field. */
export const atMost = (label: string, max: number) =>
  v.maxLength<string, number, string>(max, `${label} must be at most ${max} characters.`)

/** A required, trimmed text of at most `max` characters. */
export const boundedText = (requiredMessage: string, label: string, max: number) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(requiredMessage), atMost(label, max))

/** Nigerian numbers: 0 and 10 digits, or +234 and the 10 digits after the 0. */
const NIGERIAN_PHONE = /^(?:0\d{10}|\+234\d{10})$/

/** Spaces, dashes, dots and brackets people type in phone numbers. */
function normalisePhone(value: string): string {
  return value.replace(/[\s\-().]/g, '')
}

/** A required Nigerian phone number, sent joined (the forms send it normalised). */
export const nigerianPhone = v.pipe(
  v.string('The phone number field is required.'),
  v.transform(normalisePhone),
  v.nonEmpty('The phone number field is required.'),
  v.regex(NIGERIAN_PHONE, 'The phone number must be 11 digits starting with 0, or +234 and 10 digits.'),
)

/** True when `YYYY-MM-DD` names a day of the calendar (1990-02-31 does not). */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** Status codes (spec §3): 1 active … 7 delayed, named in `codes.ts`. */
export const activeStatusId = v.picklist(Object.values(STATUS))
export type ActiveStatusId = v.InferOutput<typeof activeStatusId>

/** Payment frequency codes (spec §3): 1 Daily … 4 Yearly … 7 Quarterly, named in `codes.ts`. */
export const paymentFrequencyId = v.picklist(Object.values(FREQUENCY))
export type PaymentFrequencyId = v.InferOutput<typeof paymentFrequencyId>

/** A required e-mail address with readable messages. */
export const emailAddress = v.pipe(
  v.string('The email address field is required.'),
  v.trim(),
  v.nonEmpty('The email address field is required.'),
  v.maxLength(MAX_LENGTH.email, `The email address must be at most ${MAX_LENGTH.email} characters.`),
  v.email('The email address must be a valid email address.'),
)

/**
 * A hospital (spec §3 Provider). Shared because the catalogue lists them and
 * the enrollee unhash result carries them.
 */
export const provider = v.object({
  id,
  name: v.string(),
  address: v.string(),
  state: v.object({ id, name: v.string() }),
  /** Product ids as strings, as the provider's API sends them. */
  products: v.array(v.string()),
})
export type Provider = v.InferOutput<typeof provider>

/** Booleans sent by forms as '1'/'0', 1/0 or true/false; parsed to a boolean. */
export const flag = (message: string) =>
  v.pipe(
    v.union([v.boolean(), v.picklist(['0', '1']), v.picklist([0, 1])], message),
    v.transform((value) => value === true || value === '1' || value === 1),
  )
