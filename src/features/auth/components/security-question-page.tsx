import { Button, Center, Loader, Stack } from '@mantine/core'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { AuthLayout } from '@/components/auth-layout'
import { ErrorBanner } from '@/components/error-banner'
import { AnchorLink } from '@/components/links'
import { formatDayMonthYear, toDate } from '@/lib/format/date'
import { DateField } from '@/lib/form/fields/date-field'
import { useAppForm } from '@/lib/form/use-app-form'
import { answerSecurityQuestion, fetchSecurityQuestion } from '../api'

/** Spec §5: a date of birth is answered as DD-MM-YYYY; the picker keeps YYYY-MM-DD. */
function answerText(questionId: 1 | 2, answer: string): string {
  const day = questionId === 1 ? toDate(answer.trim()) : null
  return day ? formatDayMonthYear(day) : answer.trim()
}

/** Step 2 of the multi-step reset: answer the security question (spec §2, §5). */
export function SecurityQuestionPage({ code, returnTo }: { code: string; returnTo: string | undefined }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const question = useQuery({
    queryKey: ['reset', 'question', code],
    queryFn: () => fetchSecurityQuestion(code),
    networkMode: 'always',
    staleTime: Infinity,
    meta: { persist: false },
  })
  const mutation = useMutation({
    networkMode: 'always',
    mutationFn: answerSecurityQuestion,
    onSuccess: () => navigate({ to: '/reset-password/new', state: { resetCode: code, resetReturnTo: returnTo } }),
  })
  const form = useAppForm({
    defaultValues: { answer: '' },
    onSubmit: async ({ value }) => {
      if (!question.data) return
      const { id } = question.data
      await mutation.mutateAsync({ answer: answerText(id, value.answer), code, question_id: id })
    },
  })

  const body = () => {
    if (question.isPending) {
      return (
        <Center role="status" aria-label={t`Loading your security question`}>
          <Loader />
        </Center>
      )
    }
    if (question.isError) return <ErrorBanner error={question.error} context="reset-code" onRetry={() => void question.refetch()} />
    const { id, question: text } = question.data
    return (
      <form.AppForm>
        <form.Form>
          <Stack gap="md">
            {mutation.isError && <ErrorBanner error={mutation.error} />}
            {/* Spec §5: the date of birth is picked (never later than today); the phone question takes its last 6 digits. */}
            <form.AppField
              name="answer"
              validators={{ onSubmit: ({ value }) => (value.trim() ? undefined : t`Answer the security question`) }}
              children={(f) =>
                id === 1 ? (
                  <DateField label={text} maxDate={new Date()} required />
                ) : (
                  <f.TextField
                    label={text}
                    description={t`The last 6 digits of the phone number on your account`}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={6}
                    required
                  />
                )
              }
            />
            <Button type="submit" loading={mutation.isPending} fullWidth size="md">
              <Trans>Continue</Trans>
            </Button>
          </Stack>
        </form.Form>
      </form.AppForm>
    )
  }

  return (
    <AuthLayout title={t`Security question`} subtitle={t`Confirm it is you before setting a new password.`}>
      {body()}
      <AnchorLink to="/login" search={{ fp: 1, r: returnTo }} ta="center" size="sm">
        <Trans>Start again</Trans>
      </AnchorLink>
    </AuthLayout>
  )
}
