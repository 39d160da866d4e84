import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@/test/render'
import { LazyModal } from './lazy-modal'

// The dialogs' code is out of reach (a first visit whose connection dropped) until `network.up`.
const network = vi.hoisted(() => ({ up: false }))
vi.mock('./mantine-dialogs', async (importOriginal) => {
  if (!network.up) throw new TypeError('Failed to fetch dynamically imported module')
  return importOriginal()
})

function Screen() {
  const [opened, setOpened] = useState(false)
  return (
    <>
      <h1>Enrollees</h1>
      <button type="button" onClick={() => setOpened(true)}>
        Renew plan
      </button>
      <LazyModal opened={opened} onClose={() => setOpened(false)} title="Renew a plan">
        <p>Choose an invoice</p>
      </LazyModal>
    </>
  )
}

describe('a dialog whose code cannot be downloaded', () => {
  it('keeps the page, says why, and opens on the next try once the code arrives', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Screen />)
    await user.click(screen.getByRole('button', { name: 'Renew plan' }))

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('This window could not be opened: check your connection, then try again.')
    expect(within(alert).getByRole('button', { name: 'Close' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Enrollees' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    network.up = true
    await user.click(screen.getByRole('button', { name: 'Renew plan' }))
    expect(await screen.findByRole('dialog', { name: 'Renew a plan' })).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
  })
})
