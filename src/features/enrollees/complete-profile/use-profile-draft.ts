/**
 * The sign-up form's draft (decisions: 'Drafts and queued profiles'): every answer, the cropped
 * photo and the page on screen, per enrollee, so a reload, a closed tab or
 * a dropped connection loses nothing typed.
 */
import type { RefObject } from 'react'
import * as v from 'valibot'
import { useFormDraft } from '@/lib/drafts/use-form-draft'
import { pageErrors, PROFILE_PAGES, type ProfilePage, type profilePageSchemas } from './profile-form-schema'
import { profileValuesSchema } from './profile-values'
import type { ProfileFormApi } from './use-profile-form'

export const PROFILE_DRAFT_FORM = 'complete-profile'

const profileDraftSchema = v.object({ page: v.picklist(PROFILE_PAGES), values: profileValuesSchema })
export type ProfileDraft = v.InferOutput<typeof profileDraftSchema>

type Schemas = ReturnType<typeof profilePageSchemas>

/** The saved page, unless an earlier page's answers no longer pass its rules: then that page, to fix them. */
export function restorablePage(draft: ProfileDraft, schemas: Schemas): ProfilePage {
  return PROFILE_PAGES.find((page) => page < draft.page && pageErrors(schemas[page], draft.values) !== undefined) ?? draft.page
}

type Options = {
  form: ProfileFormApi
  enrolleeId: number
  pageRef: RefObject<ProfilePage>
  schemas: Schemas
  /** Shows a restored page (no focus move: nothing was clicked). */
  showPage: (page: ProfilePage) => void
}

export function useProfileDraft({ form, enrolleeId, pageRef, schemas, showPage }: Options) {
  return useFormDraft({
    form,
    formName: PROFILE_DRAFT_FORM,
    id: enrolleeId,
    schema: profileDraftSchema,
    toDraft: (values) => ({ page: pageRef.current, values }),
    fromDraft: (draft) => draft.values,
    onRestore: (draft) => showPage(restorablePage(draft, schemas)),
    // "Next" is a submit of the page on screen: only a registration (or a queued one) ends the draft.
    clearOnSubmitSuccess: false,
  })
}
