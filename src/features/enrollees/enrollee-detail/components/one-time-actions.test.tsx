/**
 * (decisions: 'What a new user tripped on') a quick second tap of a one-time action showed an error after
 * its success ("Extension not found", "This enrollee is not deactivated", "Enrollee
 * not found"). Two clicks in the same moment: the user sees the success, no error,
 * and the server applied the write once.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import { renderWithProviders } from '@/test/render'
import { oneTimeApi } from '@/test/one-time-api'
import { enrolleeDetail } from '@/test/enrollee-sample'
import { DeactivateModal } from './deactivate-modal'
import { ReactivateModal } from './reactivate-modal'
import { RemoveExtensionModal } from './remove-extension-modal'
import { TransferModal } from './transfer-modal'

const message = (text: string) => ({ status: 'success', message: text })
const refusal = (status: number, text: string) => ({ status, body: { status: 'error', message: text } })

afterEach(() => vi.unstubAllGlobals())

function doubleClick(button: HTMLElement) {
  fireEvent.click(button)
  fireEvent.click(button)
}

describe('one-time enrollee actions, tapped twice quickly', () => {
  it('Remove extension: the removal text, not "Extension not found"', async () => {
    const api = oneTimeApi({ success: message('Removed.'), refusal: refusal(404, 'Extension not found') })
    const chiamaka = enrolleeDetail()
    const extension = chiamaka.extensions[0]
    if (!extension) throw new Error('the test enrollee has an extension')
    renderWithProviders(<RemoveExtensionModal enrollee={chiamaka} extension={extension} onClose={() => undefined} />)
    doubleClick(await screen.findByRole('button', { name: 'Yes, remove' }))
    expect(await screen.findByRole('dialog', { name: 'Extra benefit removed' })).toBeInTheDocument()
    expect(screen.queryByText('Extension not found')).not.toBeInTheDocument()
    expect(api.writes()).toEqual(['DELETE /v3/enrollees/1001/extensions/1'])
  })

  it('Reactivate: "Enrollee reactivated", not "This enrollee is not deactivated"', async () => {
    const api = oneTimeApi({
      success: message('Chiamaka Obi has been reactivated.'),
      refusal: refusal(422, 'This enrollee is not deactivated.'),
    })
    renderWithProviders(
      <ReactivateModal enrollee={enrolleeDetail({ deactivated: true })} onClose={() => undefined} onFinished={() => undefined} />,
    )
    doubleClick(await screen.findByRole('button', { name: 'Reactivate' }))
    expect(await screen.findByRole('dialog', { name: 'Enrollee reactivated' })).toHaveTextContent('Chiamaka Obi has been reactivated.')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(api.writes()).toEqual(['PATCH /v3/enrollees/1001/reactivate'])
  })

  it('Transfer: "Ownership transferred", and Okay leaves the page, not "Enrollee not found"', async () => {
    const text = "Ownership of Chiamaka Obi's plan has been transferred to them."
    const api = oneTimeApi({
      success: { status: 'success', message: text, data: { message: text } },
      refusal: refusal(404, 'Enrollee not found'),
    })
    const onTransferred = vi.fn()
    renderWithProviders(
      <TransferModal enrollee={enrolleeDetail()} onClose={() => undefined} onSucceeded={() => undefined} onTransferred={onTransferred} />,
    )
    doubleClick(await screen.findByRole('button', { name: 'Yes, transfer' }))
    expect(await screen.findByRole('dialog', { name: 'Ownership transferred' })).toHaveTextContent(text)
    expect(screen.queryByText('Enrollee not found')).not.toBeInTheDocument()
    expect(api.writes()).toEqual(['POST /v3/enrollees/1001/transfer'])
    fireEvent.click(screen.getByRole('button', { name: 'Okay' }))
    expect(onTransferred).toHaveBeenCalledOnce()
  })

  it('Deactivate: the removal text, not "already being removed"', async () => {
    const api = oneTimeApi({ success: message('Done.'), refusal: refusal(422, 'This enrollee is already being removed.') })
    renderWithProviders(
      <DeactivateModal
        enrollee={enrolleeDetail()}
        onClose={() => undefined}
        onEditInstead={() => undefined}
        onFinished={() => undefined}
      />,
    )
    fireEvent.click(await screen.findByRole('radio', { name: 'No longer interested' }))
    doubleClick(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByRole('dialog', { name: 'Deactivation successful' })).toBeInTheDocument()
    expect(screen.queryByText('This enrollee is already being removed.')).not.toBeInTheDocument()
    expect(api.writes()).toEqual(['POST /v3/enrollees/1001/deactivate-reason', 'DELETE /v3/enrollees/1001'])
  })
})
