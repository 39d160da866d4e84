/**
 * What identifies the saved state of a persisted client, minus its save time.
 * The query cache emits many events that change nothing worth saving (a fetch
 * starting, a refetch failing offline); comparing fingerprints lets the
 * persister skip those, so the 10,000-enrollee list is only serialised again
 * when some query's data was actually replaced.
 */
import type { PersistedClient } from '@tanstack/query-persist-client-core'

export function clientFingerprint(client: PersistedClient): string {
  const { queries, mutations } = client.clientState
  return JSON.stringify([
    client.buster,
    queries.map((query) => [query.queryHash, query.state.dataUpdatedAt, query.state.status]),
    mutations.map((mutation) => [mutation.mutationKey ?? null, mutation.state.submittedAt, mutation.state.status, mutation.state.isPaused]),
  ])
}
