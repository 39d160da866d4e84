/** Spec §7 Enrollees: every call, parsed with the contract in src/lib/contract/enrollees.ts. */
import { apiRequest, type RequestOptions } from '@/lib/http/client'
import { requestOnce } from '@/lib/http/send-once'
import {
  deactivateReasonResponse,
  editDependantResponse,
  enrolleeDetailResponse,
  enrolleeListResponse,
  reactivateResponse,
  removeEnrolleeResponse,
  removeExtensionResponse,
  transferEnrolleeResponse,
  unhashResponse,
  type EditEnrolleeRequest,
} from '@/lib/contract/enrollees'

/** `options`: the outbox's token and signal when a drain reads the list for its merges (merge-reads.ts). */
export async function fetchEnrollees(options: Pick<RequestOptions, 'token' | 'signal'> = {}) {
  return (await apiRequest(enrolleeListResponse, '/enrollees', options)).data
}

/** `options`: the outbox's token (its owner's, decisions: 'A shared phone and payments') and signal. */
export async function fetchEnrollee(id: number, options: Pick<RequestOptions, 'token' | 'signal'> = {}) {
  return (await apiRequest(enrolleeDetailResponse, `/enrollees/${id}`, options)).data
}

/** PATCH /enrollees/{id}/dependant; answers the updated enrollee. `options`: the outbox's key, token and signal. */
export async function editDependant(
  id: number,
  body: EditEnrolleeRequest,
  options: Pick<RequestOptions, 'headers' | 'signal' | 'token'> = {},
) {
  return (await apiRequest(editDependantResponse, `/enrollees/${id}/dependant`, { method: 'PATCH', json: body, ...options })).data
}

// The one-time actions go once per intent, with an Idempotency-Key (requestOnce): repeated after a lost
// answer or a quick second tap, the API answers the first answer again instead of "Enrollee not found".

export async function transferEnrollee(id: number) {
  return (await requestOnce(transferEnrolleeResponse, `/enrollees/${id}/transfer`, { method: 'POST' })).data.message
}

export async function sendDeactivationReason(id: number, reason: string) {
  return (await requestOnce(deactivateReasonResponse, `/enrollees/${id}/deactivate-reason`, { method: 'POST', json: { reason } })).message
}

/** DELETE /enrollees/{id}: starts removal, completed at the end of the billing cycle. */
export async function removeEnrollee(id: number) {
  return (await requestOnce(removeEnrolleeResponse, `/enrollees/${id}`, { method: 'DELETE' })).message
}

export async function reactivateEnrollee(id: number) {
  return (await requestOnce(reactivateResponse, `/enrollees/${id}/reactivate`, { method: 'PATCH' })).message
}

export async function removeExtension(enrolleeId: number, extensionId: number) {
  return (await requestOnce(removeExtensionResponse, `/enrollees/${enrolleeId}/extensions/${extensionId}`, { method: 'DELETE' })).message
}

/** POST /enrollees/unhash: who the sign-up link is for, and the hospitals of their plan. */
export async function unhash(hash: string) {
  return (await apiRequest(unhashResponse, '/enrollees/unhash', { method: 'POST', json: { hash } })).data
}
