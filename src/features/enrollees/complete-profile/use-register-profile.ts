import { useRef } from 'react'
import { useMutation } from '@tanstack/react-query'
import type { UnhashData } from '@/lib/contract/enrollees'
import { sendOrQueue, type SendOutcome } from '@/lib/outbox'
import { enrolleeGroup, PROFILE_JOB_KIND, PROFILE_PHOTO_BLOB, profileFailureOf, type ProfileJobPayload } from './profile-job'
import { needsFreeTextHospital } from './profile-rules'
import { PhotoUploadError } from './signup-errors'
import type { ProfileValues } from './profile-values'

type Options = {
  enrolleeId: number
  hash: string
  enrolleeType: string
  providers: UnhashData['providers']
  /** The server registered the profile (caches are updated by the outbox handler). */
  onSent: () => void
  /** Offline, a network failure, 5xx or 429: the profile waits on this device and is sent later. */
  onQueued: () => void
}

/**
 * Spec §7: POST /upload with the cropped photo, then POST /enrollees/profile —
 * as one outbox job (profile-job.ts). Online it is sent at once and a refusal
 * shows in the form (spec §8); otherwise it is kept on the device. A photo
 * that already reached the server is not sent again when only the
 * registration has to be retried.
 */
export function useRegisterProfile({ enrolleeId, hash, enrolleeType, providers, onSent, onQueued }: Options) {
  const uploaded = useRef<{ photo: Blob; filename: string } | null>(null)

  return useMutation({
    // Offline the outbox answers 'queued' at once; the query client must not hold the call back.
    networkMode: 'always',
    mutationFn: async (values: ProfileValues): Promise<SendOutcome> => {
      const { photo, ...answers } = values
      if (!photo) throw new Error('The passport photograph is required.')
      const payload: ProfileJobPayload = {
        enrolleeId,
        hash,
        enrolleeType,
        freeTextHospital: needsFreeTextHospital(providers, values.home_address_state_id),
        values: answers,
        ...(uploaded.current?.photo === photo ? { pictureFilename: uploaded.current.filename } : {}),
      }
      try {
        return await sendOrQueue({
          kind: PROFILE_JOB_KIND,
          group: enrolleeGroup(enrolleeId),
          payload,
          blobs: { [PROFILE_PHOTO_BLOB]: photo },
        })
      } catch (error) {
        const failure = profileFailureOf(error)
        if (failure?.pictureFilename) uploaded.current = { photo, filename: failure.pictureFilename }
        // Spec §8: a refused photo shows the picture-upload message (code -1).
        throw failure?.step === 'upload' ? new PhotoUploadError(error) : error
      }
    },
    onSuccess: (outcome) => (outcome === 'sent' ? onSent() : onQueued()),
  })
}
