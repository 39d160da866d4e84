import type { RefObject } from 'react'
import { revalidateLogic } from '@tanstack/react-form'
import { usePickerForm } from '@/lib/form/use-picker-form'
import { pageErrors, type ProfilePage, type profilePageSchemas } from './profile-form-schema'
import type { ProfileValues } from './profile-values'

type Options = {
  defaultValues: ProfileValues
  schemas: ReturnType<typeof profilePageSchemas>
  /** The page on screen: "Next" validates only its fields. */
  pageRef: RefObject<ProfilePage>
  onNext: () => void
  onComplete: (values: ProfileValues) => Promise<unknown>
  onInvalid: () => void
}

/**
 * One form for the four pages, so moving between them (or a failed submit)
 * never loses an answer. Each "Next" is a submit of the page on screen; only
 * page 4's submit registers the profile. After the first attempt a page is
 * re-checked as the user types, so fixed mistakes clear at once.
 */
export function useProfileForm({ defaultValues, schemas, pageRef, onNext, onComplete, onInvalid }: Options) {
  return usePickerForm({
    defaultValues,
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: ({ value }) => pageErrors(schemas[pageRef.current], value) },
    onSubmit: async ({ value }) => {
      if (pageRef.current < 4) onNext()
      else await onComplete(value)
    },
    onSubmitInvalid: onInvalid,
  })
}

export type ProfileFormApi = ReturnType<typeof useProfileForm>
