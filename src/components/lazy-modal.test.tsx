import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@/test/render'
import { LazyDrawer, LazyModal } from './lazy-modal'

function Screen({ drawer = false }: { drawer?: boolean }) {
  const [opened, setOpened] = useState(false)
  const Dialog = drawer ? LazyDrawer : LazyModal
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Open
      </button>
      <Dialog opened={opened} onClose={() => setOpened(false)} title="Plan renewed">
        <button type="button" onClick={() => setOpened(false)}>
          Done
        </button>
      </Dialog>
    </>
  )
}

describe.each([false, true])('a dialog rendered closed (drawer: %s)', (drawer) => {
  it('adds nothing to the page until it is first opened', () => {
    renderWithProviders(<Screen drawer={drawer} />)
    // Mantine's shared portal node outlives a test; what must be missing is the dialog's own root in it.
    expect(document.querySelector('.mantine-Modal-root, .mantine-Drawer-root')).toBeNull()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('opens, closes with focus back on its opener, and opens again', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Screen drawer={drawer} />)
    const opener = screen.getByRole('button', { name: 'Open' })
    await user.click(opener)
    expect(await screen.findByRole('dialog', { name: 'Plan renewed' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(opener).toHaveFocus())
    await user.click(opener)
    expect(await screen.findByRole('dialog', { name: 'Plan renewed' })).toBeInTheDocument()
  })
})
