import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@/test/render'
import { enrolleeDetail } from '@/test/enrollee-sample'
import { DeactivateModal } from './deactivate-modal'

function answerAll() {
  const calls: { url: string; method: string | undefined; body: unknown }[] = []
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, method: init.method, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined })
    return Promise.resolve(new Response(JSON.stringify({ status: 'success', message: 'ok' }), { status: 200 }))
  })
  return calls
}

afterEach(() => vi.unstubAllGlobals())

function renderModal(overrides = {}) {
  const handlers = { onClose: vi.fn(), onEditInstead: vi.fn(), onFinished: vi.fn() }
  renderWithProviders(<DeactivateModal enrollee={enrolleeDetail(overrides)} {...handlers} />)
  return handlers
}

describe('DeactivateModal', () => {
  it('asks for a reason', async () => {
    const calls = answerAll()
    renderModal()
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('The reason field is required.')
    expect(calls).toHaveLength(0)
  })

  it('wrong details without a profile opens the edit form instead', async () => {
    const handlers = renderModal({ profile: null })
    await userEvent.click(await screen.findByRole('radio', { name: 'Wrong details' }))
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(handlers.onEditInstead).toHaveBeenCalled()
  })

  it('wrong details with a profile points to support, and Okay goes to the list', async () => {
    const handlers = renderModal()
    await userEvent.click(await screen.findByRole('radio', { name: 'Wrong details' }))
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByRole('dialog', { name: 'Contact support' })).toHaveTextContent('support@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Okay' }))
    expect(handlers.onFinished).toHaveBeenCalled()
  })

  it('records a typed reason, starts removal and shows the removal text', async () => {
    const calls = answerAll()
    renderModal()
    await userEvent.click(await screen.findByRole('radio', { name: 'No longer interested' }))
    await userEvent.type(screen.getByLabelText('Or type another reason'), 'Moved abroad')
    // Typing replaced the choice: one reason at a time.
    expect(screen.getByRole('radio', { name: 'No longer interested' })).not.toBeChecked()
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByRole('dialog', { name: 'Deactivation successful' })).toHaveTextContent(
      'Successful! The Enrollee removal process has started and will be completed by the end of your billing cycle. For help/enquires please contact support@example.com',
    )
    expect(calls.map((call) => [call.method, new URL(call.url).pathname, call.body])).toEqual([
      ['POST', expect.stringMatching(/\/enrollees\/1001\/deactivate-reason$/), { reason: 'Moved abroad' }],
      ['DELETE', expect.stringMatching(/\/enrollees\/1001$/), undefined],
    ])
  })
})
