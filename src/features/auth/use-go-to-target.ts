import { useCallback } from 'react'
import { useNavigate } from '@tanstack/react-router'
import type { RoleTarget } from './roles'

/** Follows a role target: router navigation on this origin, a full page load elsewhere. */
export function useGoToTarget() {
  const navigate = useNavigate()
  return useCallback(
    (target: RoleTarget, { replace = false } = {}) => {
      if (target.kind === 'internal') {
        void navigate({ href: target.to, replace })
      } else if (replace) {
        window.location.replace(target.href)
      } else {
        window.location.assign(target.href)
      }
    },
    [navigate],
  )
}
