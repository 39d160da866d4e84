import { Outlet, createFileRoute } from '@tanstack/react-router'
import { DashboardShell } from '@/components/dashboard-shell/dashboard-shell'
import { canUseDashboard } from '@/features/auth/roles'
import { PermissionModal } from '@/features/auth/components/permission-modal'
import { useReminderChecks } from '@/lib/reminders/use-reminder-checks'

export const Route = createFileRoute('/_authenticated/dashboard')({
  component: DashboardLayout,
})

function DashboardLayout() {
  const { user } = Route.useRouteContext()
  const allowed = canUseDashboard(user.roles)
  // The service worker's reminder check at each start of the app (decisions: 'Reminders before cover ends').
  useReminderChecks()
  return <DashboardShell>{allowed ? <Outlet /> : <PermissionModal roles={user.roles} />}</DashboardShell>
}
