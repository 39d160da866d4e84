import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { onOpenPendingChanges } from '@/components/outbox/open-pending-changes'
import { renderWithProviders } from '@/test/render'
import { HomeAttention } from './home-attention'
import { PendingCard } from './people-cards'

describe('HomeAttention', () => {
  it('says everything is in order when no card applies, and shows no card', () => {
    renderWithProviders(<HomeAttention invoices={[]} enrollees={[]} now={new Date('2026-03-15T12:00:00Z')} />)
    expect(screen.getByText('Everything is in order')).toBeInTheDocument()
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
  })
})

describe('PendingCard', () => {
  it('counts the changes waiting and opens Pending changes', async () => {
    const opened = vi.fn()
    const stop = onOpenPendingChanges(opened)
    renderWithProviders(<PendingCard count={3} />)
    expect(screen.getByRole('region', { name: 'Changes waiting to sync' })).toHaveTextContent('3 changes are saved on this phone only.')
    await userEvent.click(screen.getByRole('button', { name: 'Show pending changes' }))
    expect(opened).toHaveBeenCalledOnce()
    stop()
  })

  it('is not there when nothing waits', () => {
    renderWithProviders(<PendingCard count={0} />)
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
  })
})
