import { useEffect, useId } from 'react'
import { Stack } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { Invoice } from '@/lib/contract/billing'
import { AnchorLink } from '@/components/links'
import { useDocumentContent } from '../use-document-content'
import { DocumentActions } from './document-actions'
import { InvoiceSheet } from './invoice-sheet'

/** /dashboard/invoices/{referenceCode}/document: the invoice (or receipt) as a document, with print, PDF and share. */
export function InvoiceDocumentPage({ invoice }: { invoice: Invoice }) {
  const { t } = useLingui()
  const content = useDocumentContent(invoice)
  const headingId = useId()
  const code = invoice.reference_code
  const title = content.title
  useEffect(() => {
    document.title = `${title} ${code} · ${t`Plan owner dashboard`}`
  }, [title, code, t])
  return (
    <Stack gap={0} maw={820}>
      <AnchorLink to="/dashboard/invoices/$invoiceId" params={{ invoiceId: code }} mb="sm" size="sm">
        {t`Back to invoice ${code}`}
      </AnchorLink>
      <DocumentActions content={content} />
      <InvoiceSheet content={content} headingId={headingId} />
    </Stack>
  )
}
