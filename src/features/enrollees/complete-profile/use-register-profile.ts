import { useRef } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { uploadProfilePicture } from '@/lib/catalogue/api'
import type { UnhashData } from '@/lib/contract/enrollees'
import { registerProfile } from '../api'
import { enrolleeKeys } from '../queries'
import { PhotoUploadError } from './signup-errors'
import { toRegisterPayload, type ProfileValues } from './profile-values'

type Options = {
  enrolleeId: number
  hash: string
  enrolleeType: string
  providers: UnhashData['providers']
  onSuccess: () => void
}

/**
 * Spec §7: POST /upload with the cropped photo, then POST /enrollees/profile.
 * A photo that already reached the server is not sent again when only the
 * registration has to be retried.
 */
export function useRegisterProfile({ enrolleeId, hash, enrolleeType, providers, onSuccess }: Options) {
  const queryClient = useQueryClient()
  const uploaded = useRef<{ photo: Blob; filename: string } | null>(null)

  const uploadOnce = async (photo: Blob) => {
    if (uploaded.current?.photo === photo) return uploaded.current.filename
    try {
      const filename = await uploadProfilePicture(photo, 'passport.jpg')
      uploaded.current = { photo, filename }
      return filename
    } catch (error) {
      throw new PhotoUploadError(error)
    }
  }

  return useMutation({
    // Fail at once when offline (with the message) instead of waiting silently for a network.
    networkMode: 'always',
    mutationFn: async (values: ProfileValues) => {
      if (!values.photo) throw new Error('The passport photograph is required.')
      const pictureFilename = await uploadOnce(values.photo)
      return registerProfile(toRegisterPayload(values, { hash, enrolleeType, providers, pictureFilename }))
    },
    onSuccess: async (enrollee) => {
      queryClient.setQueryData(enrolleeKeys.detail(enrolleeId), enrollee)
      // The hash is spent: nobody may open this form from the cache again.
      queryClient.removeQueries({ queryKey: enrolleeKeys.unhash(hash) })
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: enrolleeKeys.list() }),
        queryClient.invalidateQueries({ queryKey: enrolleeKeys.detail(enrolleeId), refetchType: 'none' }),
      ])
      onSuccess()
    },
  })
}
