import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@/test/render'
import { BATCH_OWNER, batchRow, sampleBatch, sampleBill } from '@/test/import-batch-kit'
import { batchProgress } from '../import-batch'
import { saveBatch, type ImportBatch } from '../import-batch-store'
import { BatchProgress } from './batch-progress'
import { BatchResults } from './batch-results'
import { ImportPage } from './import-page'

/** 480 rows to send, 143 of them added. */
const halfway = (extra: Partial<ImportBatch> = {}) =>
  sampleBatch(
    Array.from({ length: 480 }, (_, index) => batchRow(index, index < 143 ? 'added' : 'queued')),
    extra,
  )

function renderProgress(batch: ImportBatch, online = true) {
  const actions = { onPause: vi.fn(), onResume: vi.fn(), onCancel: vi.fn(), onShowBill: vi.fn() }
  renderWithProviders(<BatchProgress batch={batch} counts={batchProgress(batch)} online={online} {...actions} />)
  return actions
}

describe('the batch on its way', () => {
  it('says "143 of 480 added" and pauses or cancels the rest', async () => {
    const actions = renderProgress(halfway())
    expect(screen.getByRole('status')).toHaveTextContent('143 of 480 added')
    expect(screen.getByRole('progressbar', { name: '143 of 480 added' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Resume' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }))
    expect(actions.onPause).toHaveBeenCalledOnce()
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the rest' }))
    expect(actions.onCancel).toHaveBeenCalledOnce()
  })

  it('paused, says nothing more is sent and resumes', async () => {
    const actions = renderProgress(halfway({ state: 'paused' }))
    expect(screen.getByText('Paused. Nothing more is sent until you resume.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }))
    expect(actions.onResume).toHaveBeenCalledOnce()
  })

  it('paused by a variable bill, says why and shows the bill again once its dialog was closed', async () => {
    const actions = renderProgress(halfway({ state: 'paused', bill: sampleBill, billOpen: false }))
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Paused: this invoice has an outstanding variable bill. Settle it, then resume.')
    await userEvent.click(within(alert).getByRole('button', { name: 'Show the bill' }))
    expect(actions.onShowBill).toHaveBeenCalledOnce()
  })

  it('offline, says the rows wait on this device', () => {
    renderProgress(halfway(), false)
    expect(screen.getByText(/You are offline\. The rows are kept on this device/)).toBeInTheDocument()
  })
})

describe('the results', () => {
  const done = sampleBatch([
    batchRow(0, 'added'),
    batchRow(1, 'failed', { error: 'There are no available slots left for this plan.', jobId: 'job-1' }),
    batchRow(2, 'skipped', { reason: 'Email: Not valid' }),
    batchRow(3, 'skipped', { reason: 'Cancelled' }),
  ])

  it('counts and lists what failed (with a retry) and what was skipped, with the reasons', async () => {
    const onRetry = vi.fn()
    const onNewImport = vi.fn()
    renderWithProviders(<BatchResults batch={done} onRetry={onRetry} onNewImport={onNewImport} />)
    expect(screen.getByRole('status')).toHaveTextContent('1 added · 1 failed · 2 skipped')
    const failed = screen.getByRole('region', { name: 'Failed' })
    expect(within(failed).getByText('Row 3: Ada1 Okafor — There are no available slots left for this plan.')).toBeInTheDocument()
    await userEvent.click(within(failed).getByRole('button', { name: 'Retry row 3' }))
    expect(onRetry).toHaveBeenCalledWith(expect.objectContaining({ index: 1 }))
    const skipped = screen.getByRole('region', { name: 'Skipped' })
    expect(
      within(skipped)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Row 4: Ada2 Okafor — Email: Not valid', 'Row 5: Ada3 Okafor — Cancelled'])
    await userEvent.click(screen.getByRole('button', { name: 'Import another list' }))
    expect(onNewImport).toHaveBeenCalledOnce()
  })

  it('shows no failed or skipped list when everyone was added', () => {
    renderWithProviders(<BatchResults batch={sampleBatch([batchRow(0, 'added')])} onRetry={vi.fn()} onNewImport={vi.fn()} />)
    expect(screen.getByRole('status')).toHaveTextContent('1 added · 0 failed · 0 skipped')
    expect(screen.queryByRole('region', { name: 'Failed' })).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Skipped' })).not.toBeInTheDocument()
  })
})

describe('the import page', () => {
  it('is loading until the device says whether a batch is on its way, then offers the steps', async () => {
    renderWithProviders(
      <ImportPage
        owner="nobody"
        invoices={[]}
        enrollees={[]}
        referenceCode={undefined}
        onInvoiceChange={vi.fn()}
        variableBill={() => null}
      />,
    )
    expect(screen.getByRole('status')).toHaveTextContent('Loading…')
    expect(await screen.findByText(/None of your active invoices has a free slot/)).toBeInTheDocument()
  })

  it('after "Import another list", puts the focus on the new list\'s heading, not at the top of the page', async () => {
    await saveBatch(sampleBatch([batchRow(0, 'added')], { owner: BATCH_OWNER }))
    renderWithProviders(
      <ImportPage
        owner={BATCH_OWNER}
        invoices={[]}
        enrollees={[]}
        referenceCode={undefined}
        onInvoiceChange={vi.fn()}
        variableBill={() => null}
      />,
    )
    // The first view a visit shows keeps the focus where it was.
    expect(await screen.findByRole('heading', { level: 2, name: "The import's results" })).not.toHaveFocus()
    await userEvent.click(screen.getByRole('button', { name: 'Import another list' }))
    const heading = await screen.findByRole('heading', { level: 2, name: 'A new list to import' })
    await waitFor(() => expect(heading).toHaveFocus())
  })
})
