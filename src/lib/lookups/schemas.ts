/**
 * Schemas for the lookup data held locally (spec §3): states with their local
 * government areas, occupations and marital statuses. Shared by the app and
 * the local API in `server/`, so only relative imports here.
 */
import * as v from 'valibot'
import { activeStatusId, id } from '../contract/common'

/** A local government area; `state_id` is the id of the state it belongs to. */
const lga = v.object({
  id,
  name: v.pipe(v.string(), v.nonEmpty()),
  state_id: id,
  active_status: activeStatusId,
})
export type Lga = v.InferOutput<typeof lga>

/** One of the 36 states or the FCT, with its LGAs. */
export const state = v.object({
  id,
  name: v.pipe(v.string(), v.nonEmpty()),
  country_id: id,
  lgas: v.array(lga),
})
export type State = v.InferOutput<typeof state>

export const occupation = v.object({
  id,
  name: v.pipe(v.string(), v.nonEmpty()),
})
export type Occupation = v.InferOutput<typeof occupation>

export const maritalStatus = v.object({
  id,
  name: v.pipe(v.string(), v.nonEmpty()),
})
export type MaritalStatus = v.InferOutput<typeof maritalStatus>
