/**
 * The list's view lives in the URL (`?q=&status=&sort=&dir=`), so coming back
 * from a detail page, reloading or sharing the link keeps the search. Bad
 * values fall back to "absent" (docs/decisions.md).
 */
import * as v from 'valibot'
import { optionalText } from '@/lib/search-params'
import { SORT_COLUMNS, type Sort } from './list-view'
import { DISPLAY_STATUSES } from './status'

export const enrolleeListSearch = v.object({
  q: optionalText,
  status: v.fallback(v.optional(v.picklist(DISPLAY_STATUSES)), undefined),
  sort: v.fallback(v.optional(v.picklist(SORT_COLUMNS)), undefined),
  dir: v.fallback(v.optional(v.picklist(['asc', 'desc'])), undefined),
})
export type EnrolleeListSearch = v.InferOutput<typeof enrolleeListSearch>

export function sortOf(search: Pick<EnrolleeListSearch, 'sort' | 'dir'>): Sort | undefined {
  return search.sort ? { column: search.sort, direction: search.dir ?? 'asc' } : undefined
}
