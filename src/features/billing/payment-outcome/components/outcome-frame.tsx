import type { ErrorComponentProps } from '@tanstack/react-router'
import { DashboardShell } from '@/components/dashboard-shell/dashboard-shell'
import { ErrorScreen } from '@/components/error-screen'
import { FullPageLoader } from '@/components/full-page-loader'

/** The outcome pages live outside the dashboard layout; their loading and error screens keep its frame. */
export function OutcomeLoading() {
  return (
    <DashboardShell>
      <FullPageLoader />
    </DashboardShell>
  )
}

export function OutcomeError(props: ErrorComponentProps) {
  return (
    <DashboardShell>
      <ErrorScreen {...props} />
    </DashboardShell>
  )
}
