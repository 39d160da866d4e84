/**
 * What a query is saved as for the next offline start: its last good data.
 *
 * A background refetch that fails while the phone believes it is online (a
 * 503, a timeout on a weak signal) leaves the query in `error` but still
 * holding the data it had. Saving only `success` queries would drop the
 * enrollee list from the offline copy at exactly the moment the network is
 * unreliable; saving the error would restore a failure. So a query with data
 * is saved as the success it last was, and one without data is not saved.
 */
import type { DehydratedState } from '@tanstack/react-query'
import type { PersistedClient } from '@tanstack/query-persist-client-core'

type DehydratedQuery = DehydratedState['queries'][number]

/** Whether the query has anything worth restoring (it holds data). */
export function holdsData(state: { data: unknown }): boolean {
  return state.data !== undefined
}

function asLastSuccess(query: DehydratedQuery): DehydratedQuery {
  if (query.state.status !== 'error') return query
  return {
    ...query,
    state: {
      ...query.state,
      status: 'success',
      error: null,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchStatus: 'idle',
    },
  }
}

export function withLastGoodState(client: PersistedClient): PersistedClient {
  return {
    ...client,
    clientState: { ...client.clientState, queries: client.clientState.queries.map(asLastSuccess) },
  }
}
