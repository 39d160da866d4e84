/**
 * One spreadsheet row as an outbox job (decisions: 'Queued writes'): the same
 * POST /enrollees as the add-enrollee form, with the invoice's subscription_id
 * and for_me false, an Idempotency-Key per row (the job's id), so a row whose
 * answer was lost is never added twice. Every row of a batch is in one group,
 * the invoice's, so they reach the server in file order and the slot counts
 * stay right. Outcomes go into the batch record (import-batch-store.ts).
 */
import type { QueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { msg } from '@lingui/core/macro'
import { addEnrolleeRequest, addEnrolleeResponse, variableBillDialog } from '@/lib/contract/enrollees'
import { apiRequest } from '@/lib/http/client'
import { invoiceKeys } from '@/lib/invoices/queries'
import type { OutboxHandler, OutboxRunContext } from '@/lib/outbox'
import { enrolleeKeys } from '../queries'
import { updateBatch, updateRow } from './import-batch-store'
import { refusedForBill } from './batch-bill'

export const IMPORT_ROW_JOB = 'enrollee.import-row'

const importRowPayload = v.object({
  owner: v.string(),
  batchId: v.string(),
  index: v.number(),
  referenceCode: v.string(),
  body: addEnrolleeRequest,
})
export type ImportRowPayload = v.InferInput<typeof importRowPayload>
type ImportRow = v.InferOutput<typeof importRowPayload>

/** Rows of one invoice go one at a time, in order. */
export const importGroup = (referenceCode: string) => `enrollee-import:${referenceCode}`

async function runRow({ body }: ImportRow, context: OutboxRunContext) {
  context.checkSession()
  const answer = await apiRequest(addEnrolleeResponse, '/enrollees', {
    method: 'POST',
    json: body,
    token: context.token,
    signal: context.signal,
    headers: { 'Idempotency-Key': context.idempotencyKey },
  })
  return answer.data
}

const addedData = v.object({ user_id: v.number(), hash: v.string() })

/** The list and the invoices' slots are read again once the rows stop landing, not 480 times. */
const REFRESH_AFTER_MS = 1500

function refresher(queryClient: QueryClient) {
  let timer: ReturnType<typeof setTimeout> | undefined
  return () => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: enrolleeKeys.all })
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.all })
    }, REFRESH_AFTER_MS)
  }
}

export function importRowHandler(queryClient: QueryClient): OutboxHandler<ImportRow> {
  const refreshLater = refresher(queryClient)
  return {
    schema: importRowPayload,
    run: runRow,
    onSuccess: (result, { owner, batchId, index }) => {
      const added = v.safeParse(addedData, result)
      void updateRow(owner, batchId, index, (row) => ({
        ...row,
        state: 'added',
        jobId: undefined,
        error: undefined,
        enrolleeId: added.success ? added.output.user_id : undefined,
        hash: added.success ? added.output.hash : undefined,
      })).catch(() => undefined)
      refreshLater()
    },
    onSettledWithoutSuccess: ({ owner, batchId, index }, error) => {
      // Discarded by pause or cancel: the batch's own action has already said what the row is now.
      if (!error) return
      const bill = v.safeParse(variableBillDialog, error.detail)
      if (bill.success) {
        void updateBatch(owner, batchId, (batch) => refusedForBill(batch, index, bill.output, error.message)).catch(() => undefined)
        return
      }
      void updateRow(owner, batchId, index, (row) => ({
        ...row,
        state: 'failed',
        error: error.message,
      })).catch(() => undefined)
    },
    describe: ({ body, referenceCode }, i18n) => {
      const name = `${body.first_name} ${body.last_name}`
      return i18n._(msg`Add ${name} to ${referenceCode}`)
    },
  }
}
