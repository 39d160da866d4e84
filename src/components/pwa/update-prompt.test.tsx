import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createAppUpdate } from '@/lib/pwa/app-update'
import { renderWithProviders } from '@/test/render'
import { UpdatePrompt } from './update-prompt'

/** A page with a form being filled, and a service worker that takes over when told to. */
function setUp() {
  const page = { reloads: 0 }
  const update = createAppUpdate({ reload: () => (page.reloads += 1) })
  update.connect({ messageSkipWaiting: () => queueMicrotask(() => update.controllerChanged({ isUpdate: true })) })
  const view = renderWithProviders(
    <>
      <label>
        First name <input />
      </label>
      <UpdatePrompt update={update} />
    </>,
  )
  return { page, update, ...view }
}

describe('UpdatePrompt', () => {
  it('stays out of the way until a new version waits', () => {
    setUp()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('asks before reloading and keeps what the user typed when they choose Later', async () => {
    const user = userEvent.setup()
    const { page, update } = setUp()
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Chiamaka')
    act(() => update.waiting('v2'))

    const prompt = await screen.findByRole('alert')
    expect(prompt).toHaveTextContent('A new version is available')
    await user.click(screen.getByRole('button', { name: 'Later' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Chiamaka')
    expect(page.reloads).toBe(0)
  })

  it('reloads under the new version when the user presses Reload', async () => {
    const user = userEvent.setup()
    const { page, update } = setUp()
    act(() => update.waiting('v2'))
    await user.click(await screen.findByRole('button', { name: 'Reload' }))
    expect(page.reloads).toBe(1)
  })
})
