/**
 * Lookup data held locally (spec §3), parsed once at module load. Ids are
 * stable: never renumber an entry, only append new ones.
 */
import * as v from 'valibot'
import statesJson from './data/states.json' with { type: 'json' }
import occupationsJson from './data/occupations.json' with { type: 'json' }
import maritalStatusesJson from './data/marital-statuses.json' with { type: 'json' }
import { maritalStatus, occupation, state } from './schemas'
import type { Lga, MaritalStatus, Occupation, State } from './schemas'

export type { Lga, MaritalStatus, Occupation, State } from './schemas'

export const NIGERIA_COUNTRY_ID = 152

export const states: readonly State[] = v.parse(v.array(state), statesJson)
export const occupations: readonly Occupation[] = v.parse(v.array(occupation), occupationsJson)
export const maritalStatuses: readonly MaritalStatus[] = v.parse(v.array(maritalStatus), maritalStatusesJson)

const statesById: ReadonlyMap<number, State> = new Map(states.map((s) => [s.id, s]))
const noLgas: readonly Lga[] = []

export function findState(id: number): State | undefined {
  return statesById.get(id)
}

/** The LGAs of a state, or an empty list for an unknown state id. */
export function lgasOfState(stateId: number): readonly Lga[] {
  return findState(stateId)?.lgas ?? noLgas
}
