import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@/test/render'
import { ReminderDialog } from './reminder-dialog'

/** A stand-in for the browser's Notification: its permission and a prompt answering `answer`. */
function fakeNotifications(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const requestPermission = vi.fn(() => Promise.resolve(answer))
  vi.stubGlobal('Notification', { permission, requestPermission })
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve(undefined) },
  })
  return requestPermission
}

function open(save = vi.fn(() => Promise.resolve())) {
  const onClose = vi.fn()
  renderWithProviders(<ReminderDialog referenceCode="INV-1003" endDate="2026-04-30" reminder={null} save={save} onClose={onClose} />)
  return { save, onClose }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('ReminderDialog', () => {
  it('explains first and asks the browser only on Turn on; granted, saves the chosen days', async () => {
    const ask = fakeNotifications('default', 'granted')
    const { save, onClose } = open()
    expect(screen.getByText(/This phone can show a notification on the days you choose/)).toBeInTheDocument()
    expect(ask).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('checkbox', { name: '14 days before' }))
    await userEvent.click(screen.getByRole('checkbox', { name: '1 day before' }))
    await userEvent.click(screen.getByRole('button', { name: 'Turn on reminders' }))
    expect(ask).toHaveBeenCalledTimes(1)
    expect(save).toHaveBeenCalledWith([3, 1])
    expect(onClose).toHaveBeenCalled()
  })

  it('refused: saves nothing and offers the calendar file', async () => {
    fakeNotifications('default', 'denied')
    const { save } = open()
    await userEvent.click(screen.getByRole('button', { name: 'Turn on reminders' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Notifications are blocked for this site')
    expect(screen.getByRole('button', { name: "Add to calendar: the end of INV-1003's cover" })).toBeInTheDocument()
    expect(save).not.toHaveBeenCalled()
  })

  it('without notifications in the browser, says so at once and never asks', () => {
    vi.stubGlobal('Notification', undefined)
    open()
    expect(screen.getByRole('alert')).toHaveTextContent('This browser cannot show reminders')
    expect(screen.getByRole('button', { name: 'Turn on reminders' })).toBeDisabled()
  })
})
