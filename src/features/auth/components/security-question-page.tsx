import { Button, Center, Loader, Stack } from '@mantine/core'
import { useForm } from '@tanstack/react-form'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { AuthLayout } from '@/components/auth-layout'
import { ErrorBanner } from '@/components/error-banner'
import { AnchorLink } from '@/components/links'
import { visibleError } from '@/lib/form/field-error'
import { answerSecurityQuestion, fetchSecurityQuestion } from '../api'
import { SecurityAnswerField } from './security-answer-field'
import { submitAll } from '@/lib/form/submit-all'

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
  const form = useForm({
    defaultValues: { answer: '' },
    onSubmit: async ({ value }) => {
      if (!question.data) return
      await mutation.mutateAsync({ answer: value.answer.trim(), code, question_id: question.data.id })
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
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submitAll(form).catch(() => undefined)
        }}
      >
        <Stack gap="md">
          {mutation.isError && <ErrorBanner error={mutation.error} />}
          <form.Subscribe selector={(state) => state.submissionAttempts > 0}>
            {(submitted) => (
              <form.Field
                name="answer"
                validators={{ onSubmit: ({ value }) => (value.trim() ? undefined : t`Answer the security question`) }}
              >
                {(field) => (
                  <SecurityAnswerField
                    questionId={id}
                    label={text}
                    value={field.state.value}
                    onChange={field.handleChange}
                    onBlur={field.handleBlur}
                    error={visibleError(field.state.meta, submitted)}
                  />
                )}
              </form.Field>
            )}
          </form.Subscribe>
          <Button type="submit" loading={mutation.isPending} fullWidth size="md">
            <Trans>Continue</Trans>
          </Button>
        </Stack>
      </form>
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
