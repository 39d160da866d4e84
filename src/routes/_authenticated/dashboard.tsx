import { Outlet, createFileRoute } from '@tanstack/react-router'
import { DashboardShell } from '@/components/dashboard-shell/dashboard-shell'
import { canUseDashboard } from '@/features/auth/roles'
import { PermissionModal } from '@/features/auth/components/permission-modal'

export const Route = createFileRoute('/_authenticated/dashboard')({
  component: DashboardLayout,
})

function DashboardLayout() {
  const { user } = Route.useRouteContext()
  const allowed = canUseDashboard(user.roles)
  return <DashboardShell>{allowed ? <Outlet /> : <PermissionModal roles={user.roles} />}</DashboardShell>
}
