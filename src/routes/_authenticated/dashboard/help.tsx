import { createFileRoute } from '@tanstack/react-router'
import { HelpPage } from '@/features/help/components/help-page'

export const Route = createFileRoute('/_authenticated/dashboard/help')({
  component: HelpPage,
})
