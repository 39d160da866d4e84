import { useState } from 'react'
import { Alert, Button, Group } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { DocumentContent } from '../use-document-content'
import { downloadFile, shareOrDownload } from '../deliver-pdf'
import { usePdfFile } from '../use-pdf-file'

/** Whether the browser shares files at all; asked with a stand-in, since the PDF is made only on a tap. */
function browserSharesFiles(): boolean {
  if (typeof navigator.canShare !== 'function') return false
  return navigator.canShare({ files: [new File([''], 'invoice.pdf', { type: 'application/pdf' })] })
}

/**
 * Print, Download PDF and, where the browser can share files, Share PDF. None needs the network:
 * the PDF is made on the phone from the cached invoice. Left out of print by the sheet's stylesheet.
 */
export function DocumentActions({ content }: { content: DocumentContent }) {
  const { t } = useLingui()
  const pdf = usePdfFile(content)
  const [canShare] = useState(browserSharesFiles)
  const making = pdf.state.status === 'making'
  return (
    <>
      <Group gap="sm" mb="md">
        <Button variant="default" onClick={() => window.print()}>
          <Trans>Print</Trans>
        </Button>
        <Button loading={making} onClick={() => void pdf.run((file) => Promise.resolve(downloadFile(file)))}>
          <Trans>Download PDF</Trans>
        </Button>
        {canShare && (
          <Button variant="light" loading={making} onClick={() => void pdf.run((file) => shareOrDownload(file, content.title))}>
            <Trans>Share PDF</Trans>
          </Button>
        )}
      </Group>
      {pdf.state.status === 'failed' && (
        <Alert color="red" variant="light" role="alert" title={t`The PDF could not be made`} mb="md">
          <Trans>Try again. If it fails again, print the page and choose "Save as PDF".</Trans>
        </Alert>
      )}
    </>
  )
}
