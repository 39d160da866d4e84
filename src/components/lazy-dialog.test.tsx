import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@/test/render'
import { lazyDialog } from './lazy-dialog'
import { LazyModal } from './lazy-modal'

type Props = { opened: boolean; onClose: () => void; invoice: string }

function RenewedDialog({ opened, onClose, invoice }: Props) {
  return (
    <LazyModal opened={opened} onClose={onClose} title="Plan renewed">
      <p>{invoice} is active again.</p>
      <button type="button" onClick={onClose}>
        Done
      </button>
    </LazyModal>
  )
}

// The dialog's own code, out of reach (a first visit whose connection dropped) until `network.up`.
const network = { up: true }
const Renewed = lazyDialog(() =>
  network.up ? Promise.resolve(RenewedDialog) : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
)

function Screen() {
  const [opened, setOpened] = useState(false)
  return (
    <>
      <h1>Enrollees</h1>
      <button type="button" onClick={() => setOpened(true)}>
        Renew plan
      </button>
      <Renewed opened={opened} onClose={() => setOpened(false)} invoice="INV-1005" />
    </>
  )
}

describe('a dialog whose code waits for its first opening', () => {
  it('opens with its props, closes with focus back on its opener, and opens again', async () => {
    network.up = true
    const user = userEvent.setup()
    renderWithProviders(<Screen />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    const opener = screen.getByRole('button', { name: 'Renew plan' })
    await user.click(opener)
    const dialog = await screen.findByRole('dialog', { name: 'Plan renewed' })
    expect(dialog).toHaveTextContent('INV-1005 is active again.')
    await user.click(within(dialog).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(opener).toHaveFocus())
    await user.click(opener)
    expect(await screen.findByRole('dialog', { name: 'Plan renewed' })).toBeInTheDocument()
  })

  it('keeps the page when its code cannot be downloaded, says why, and opens on the next try', async () => {
    network.up = false
    const user = userEvent.setup()
    renderWithProviders(<Screen />)
    await user.click(screen.getByRole('button', { name: 'Renew plan' }))

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('This window could not be opened: check your connection, then try again.')
    expect(screen.getByRole('heading', { name: 'Enrollees' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    network.up = true
    await user.click(screen.getByRole('button', { name: 'Renew plan' }))
    const dialog = await screen.findByRole('dialog', { name: 'Plan renewed' })
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    // Closed after it opened, the old failure does not come back.
    await user.click(within(dialog).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
