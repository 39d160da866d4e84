import { useState } from 'react'
import { Stepper } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { Invoice } from '@/lib/contract/billing'
import type { EnrolleeListItem } from '@/lib/contract/enrollees'
import { mappingIdbStore, recallMapping, rememberMapping } from '@/lib/spreadsheet/mapping-store'
import { startBatch } from '../import-batch'
import { toImportContext } from '../import-context'
import { skipReason } from '../import-words'
import { useImportFlow } from '../use-import-flow'
import { FileStep } from './file-step'
import { InvoiceStep } from './invoice-step'
import { MatchStep } from './match-step'
import { PreviewStep } from './preview-step'

type Props = {
  owner: string
  invoices: readonly Invoice[]
  enrollees: readonly EnrolleeListItem[]
  referenceCode: string | undefined
  onInvoiceChange: (referenceCode: string) => void
  /** True while the batch is being saved, so the page keeps these steps until it is. */
  onStarting: (starting: boolean) => void
}

/** The invoice (always shown, changeable), then file, columns and preview; then the batch takes over. */
export function ImportSteps({ owner, invoices, enrollees, referenceCode, onInvoiceChange, onStarting }: Props) {
  const { t, i18n } = useLingui()
  const flow = useImportFlow()
  const [sending, setSending] = useState(false)
  const invoice = invoices.find((each) => each.reference_code === referenceCode)
  const step = !flow.file ? 0 : !flow.checked ? 1 : 2

  const onFile = async (file: File) => {
    const remembered = await recallMapping(mappingIdbStore, owner).catch(() => undefined)
    await flow.read(file, remembered)
  }
  const onCheck = async () => {
    if (!flow.file || !invoice) return
    await rememberMapping(mappingIdbStore, owner, flow.file.header, flow.file.mapping).catch(() => undefined)
    await flow.check(flow.file.mapping, toImportContext(invoice, enrollees))
  }
  const onSend = async () => {
    if (!invoice || !flow.checked) return
    setSending(true)
    onStarting(true)
    const { results } = flow.checked
    const start = { owner, referenceCode: invoice.reference_code, subscriptionId: invoice.subscription_id, results }
    // The progress shows as soon as the batch is saved; its rows are queued meanwhile.
    await startBatch({ ...start, skipReason: (row) => skipReason(row, i18n) }, () => onStarting(false)).catch(() => onStarting(false))
  }

  // The rows were checked against the invoice's plans and free slots: another invoice checks them again.
  const chooseInvoice = (code: string) => {
    flow.clearChecked()
    onInvoiceChange(code)
  }

  return (
    <>
      <InvoiceStep invoices={invoices} chosen={referenceCode} onChoose={chooseInvoice} />
      {invoice && (
        <Stepper active={step} size="xs" allowNextStepsSelect={false} mt="lg">
          <Stepper.Step label={t`File`}>
            <FileStep planName={invoice.products[0]?.name} busy={flow.busy} refusal={flow.refusal} onFile={(file) => void onFile(file)} />
          </Stepper.Step>
          <Stepper.Step label={t`Columns`}>
            {flow.file && (
              <MatchStep
                fileName={flow.file.name}
                header={flow.file.header}
                rowCount={flow.file.rowCount}
                mapping={flow.file.mapping}
                busy={flow.busy}
                onChange={(mapping) => flow.file && flow.setFile({ ...flow.file, mapping })}
                onBack={flow.reset}
                onCheck={() => void onCheck()}
              />
            )}
          </Stepper.Step>
          <Stepper.Step label={t`Preview`}>
            {flow.checked && (
              <PreviewStep
                results={flow.checked.results}
                summary={flow.checked.summary}
                sending={sending}
                onEdit={(index, field, value) => void flow.edit(index, field, value)}
                onExclude={(index, excluded) => void flow.exclude(index, excluded)}
                onBack={flow.clearChecked}
                onSend={() => void onSend()}
              />
            )}
          </Stepper.Step>
        </Stepper>
      )}
    </>
  )
}
