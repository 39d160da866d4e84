import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@/test/render'
import { OnlineOnlyButton } from './online-only-button'

function setBrowserOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

afterEach(() => {
  act(() => setBrowserOnline(true))
  vi.restoreAllMocks()
})

/** A button that counts its clicks, and a form that counts its submits. */
function Harness() {
  const [clicks, setClicks] = useState(0)
  const [submits, setSubmits] = useState(0)
  return (
    <>
      <OnlineOnlyButton onClick={() => setClicks((n) => n + 1)}>Deactivate</OnlineOnlyButton>
      <p>clicks: {clicks}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          setSubmits((n) => n + 1)
        }}
      >
        <input aria-label="Name" />
        <OnlineOnlyButton type="submit">Add enrollee</OnlineOnlyButton>
      </form>
      <p>submits: {submits}</p>
    </>
  )
}

describe('OnlineOnlyButton', () => {
  it('works as a normal button online', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Harness />)
    const button = screen.getByRole('button', { name: 'Deactivate' })
    expect(button).toBeEnabled()
    expect(button).not.toHaveAttribute('aria-disabled')
    await user.click(button)
    expect(screen.getByText('clicks: 1')).toBeInTheDocument()
  })

  it('offline: disabled with the reason as its description, still focusable, and does nothing', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Harness />)
    act(() => setBrowserOnline(false))
    const button = screen.getByRole('button', { name: 'Deactivate' })
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(button).toHaveAccessibleDescription('Needs an internet connection. You are offline.')

    await user.tab()
    expect(button).toHaveFocus()
    await user.keyboard('{Enter}')
    await user.click(button)
    expect(screen.getByText('clicks: 0')).toBeInTheDocument()
  })

  it('offline: a submit button does not submit its form, by click or by Enter in a field', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Harness />)
    act(() => setBrowserOnline(false))
    await user.click(screen.getByRole('button', { name: 'Add enrollee' }))
    await user.type(screen.getByLabelText('Name'), 'Ada{Enter}')
    expect(screen.getByText('submits: 0')).toBeInTheDocument()

    act(() => setBrowserOnline(true))
    await user.click(screen.getByRole('button', { name: 'Add enrollee' }))
    expect(screen.getByText('submits: 1')).toBeInTheDocument()
  })

  it('offline: the reason shows as a tooltip on hover and on keyboard focus; leaving or Escape hides it', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Harness />)
    act(() => setBrowserOnline(false))
    const reason = 'Needs an internet connection. You are offline.'
    // jsdom has no layout, so Mantine marks the tooltip as detached (display: none): it is looked
    // up including hidden elements here; offline-reading.spec.ts sees it shown in Chromium.
    const tooltip = () => screen.queryByRole('tooltip', { hidden: true })
    expect(tooltip()).not.toBeInTheDocument()

    const button = screen.getByRole('button', { name: 'Deactivate' })
    await user.hover(button)
    await waitFor(() => expect(tooltip()).toHaveTextContent(reason))
    await user.unhover(button)
    await waitFor(() => expect(tooltip()).not.toBeInTheDocument())

    await user.tab()
    expect(button).toHaveFocus()
    await waitFor(() => expect(tooltip()).toHaveTextContent(reason))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(tooltip()).not.toBeInTheDocument())
    expect(button).toHaveFocus()
  })
})
