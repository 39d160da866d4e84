import { useMemo, useRef, useState } from 'react'
import { Button, Center, Group, Loader, Progress, Stack, Text, Title } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { DraftRestoredNote } from '@/components/drafts/draft-restored-note'
import type { UnhashData } from '@/lib/contract/enrollees'
import { useSessionUser } from '@/lib/session/use-session-user'
import { PROFILE_PAGES, profilePageSchemas, type ProfilePage } from '../profile-form-schema'
import { isOwnEmail, localIsoDay } from '../profile-rules'
import { initialProfileValues } from '../profile-values'
import { useProfileDraft } from '../use-profile-draft'
import { useProfileForm } from '../use-profile-form'
import { useRegisterProfile } from '../use-register-profile'
import { PersonalStep } from './personal-step'
import { ContactStep } from './contact-step'
import { HospitalStep } from './hospital-step'
import { PhotoStep } from './photo-step'
import { SignupErrorAlert } from './signup-notices'
import { ErrorsAfterSubmit } from '@/lib/form/error-timing'

type Props = {
  enrolleeId: number
  hash: string
  unhash: UnhashData
  /** The final submit started: from now on the form, not the outbox, decides what the page shows. */
  onSubmitted: () => void
  /** The profile is kept on this device (offline, network, 5xx or 429) and will be sent later. */
  onQueued: () => void
}

/** Spec §4: the 4-page sign-up form with Next/Previous; only page 4 submits. */
export function ProfileForm({ enrolleeId, hash, unhash, onSubmitted, onQueued }: Props) {
  // The API's answer for this sign-up says which kind of enrollee it is ("3" hides marital status, spec §5).
  const enrolleeType = unhash.enrollee_type
  const { i18n, t } = useLingui()
  const navigate = useNavigate()
  const user = useSessionUser()
  const [page, setPage] = useState<ProfilePage>(1)
  const pageRef = useRef<ProfilePage>(1)
  const formRef = useRef<HTMLFormElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [defaultValues] = useState(() => initialProfileValues(unhash))
  const schemas = useMemo(() => profilePageSchemas(i18n, { providers: unhash.providers, today: localIsoDay() }), [i18n, unhash.providers])
  const titles: Record<ProfilePage, string> = {
    1: t`Personal details`,
    2: t`Contact details`,
    3: t`Hospital`,
    4: t`Photo and review`,
  }

  const showPage = (next: ProfilePage) => {
    pageRef.current = next
    setPage(next)
  }
  const goTo = (next: ProfilePage) => {
    showPage(next)
    // The page is part of the draft, so a reload reopens it.
    draft.save()
    // The new page's heading takes focus, so screen readers and phone users start at its top.
    requestAnimationFrame(() => headingRef.current?.focus())
  }

  const mutation = useRegisterProfile({
    enrolleeId,
    hash,
    enrolleeType,
    providers: unhash.providers,
    onQueued: () => {
      // The outbox job holds every answer and the photo now.
      void draft.clear()
      onQueued()
    },
    onSent: () => {
      void draft.clear()
      void navigate({
        to: '/dashboard/enrollees/$enrolleeId/complete-profile',
        params: { enrolleeId: String(enrolleeId) },
        search: { successful: true },
        replace: true,
      })
    },
  })

  const form = useProfileForm({
    defaultValues,
    schemas,
    pageRef,
    onNext: () => goTo(nextPage(pageRef.current)),
    onComplete: (values) => {
      onSubmitted()
      return mutation.mutateAsync(values)
    },
    onInvalid: () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()),
  })
  const draft = useProfileDraft({ form, enrolleeId, pageRef, schemas, showPage })

  if (draft.status === 'loading') {
    return (
      <Center mih="30vh" role="status" aria-label={t`Loading your saved answers`}>
        <Loader />
      </Center>
    )
  }

  return (
    // form.Form submits through submitAll; a failed registration is shown from the mutation, the answers stay in the form.
    <form.AppForm>
      <form.Form ref={formRef}>
        <Stack gap="md" maw={560}>
          <DraftRestoredNote restoredAt={draft.restoredAt} onDiscard={draft.discard} />
          <div>
            <Text size="sm" c="dimmed">
              <Trans>
                Step {page} of {PROFILE_PAGES.length}
              </Trans>
            </Text>
            {/* The step count above says it in words; Mantine's progressbar cannot take a label (axe aria-progressbar-name). */}
            <Progress value={(page / PROFILE_PAGES.length) * 100} size="sm" mt={4} aria-hidden />
            <Title order={2} fz="h3" mt="sm" ref={headingRef} tabIndex={-1}>
              {titles[page]}
            </Title>
          </div>
          {/* "Next" is a submit: the next page opens without errors until its fields are left or it is submitted. */}
          <ErrorsAfterSubmit value={false}>
            {page === 1 && <PersonalStep form={form} enrolleeType={enrolleeType} />}
            {page === 2 && (
              <ContactStep
                form={form}
                phoneLocked={defaultValues.primary_phone_number !== ''}
                emailLocked={isOwnEmail(unhash.email_address, user?.email)}
              />
            )}
            {page === 3 && <HospitalStep form={form} providers={unhash.providers} />}
          </ErrorsAfterSubmit>
          {page === 4 && <PhotoStep form={form} providers={unhash.providers} enrolleeType={enrolleeType} onEdit={goTo} />}
          {page === 4 && mutation.isError && (
            <SignupErrorAlert error={mutation.error} failed="save" title={t`Your profile was not saved`} />
          )}
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(isSubmitting) => (
              <Group justify="space-between" mt="sm">
                {page > 1 ? (
                  <Button variant="default" onClick={() => goTo(previousPage(page))} disabled={isSubmitting}>
                    <Trans>Previous</Trans>
                  </Button>
                ) : (
                  <span />
                )}
                <Button type="submit" loading={isSubmitting}>
                  {page < 4 ? <Trans>Next</Trans> : <Trans>Complete profile</Trans>}
                </Button>
              </Group>
            )}
          </form.Subscribe>
        </Stack>
      </form.Form>
    </form.AppForm>
  )
}

function nextPage(page: ProfilePage): ProfilePage {
  return page === 1 ? 2 : page === 2 ? 3 : 4
}

function previousPage(page: ProfilePage): ProfilePage {
  return page === 4 ? 3 : page === 3 ? 2 : 1
}
