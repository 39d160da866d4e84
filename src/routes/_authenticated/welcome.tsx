import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { useLingui } from '@lingui/react/macro'
import { Container } from '@mantine/core'
import { PageTitle } from '@/components/page-title'
import { optionalText } from '@/lib/search-params'

export const Route = createFileRoute('/_authenticated/welcome')({
  validateSearch: v.object({ src: optionalText }),
  component: WelcomePage,
})

function WelcomePage() {
  const { t } = useLingui()
  return (
    <Container component="main" size="sm" py="xl">
      <PageTitle>{t`Choose an account`}</PageTitle>
    </Container>
  )
}
