import { useState } from 'react'
import type { DocumentContent } from './use-document-content'

type PdfState = { status: 'idle' | 'making' } | { status: 'failed'; error: unknown }

/**
 * Makes the document's PDF on demand. jsPDF and the fonts come in with `import()` on the first ask
 * (docs/performance.md: big libraries load on demand), from the service worker's copy when offline.
 */
export function usePdfFile(content: DocumentContent) {
  const [state, setState] = useState<PdfState>({ status: 'idle' })
  const run = async (deliver: (file: File) => Promise<unknown>) => {
    setState({ status: 'making' })
    try {
      const { makeInvoicePdf } = await import('./pdf/make-invoice-pdf')
      await deliver(await makeInvoicePdf(content))
      setState({ status: 'idle' })
    } catch (error) {
      setState({ status: 'failed', error })
    }
  }
  return { state, run }
}
