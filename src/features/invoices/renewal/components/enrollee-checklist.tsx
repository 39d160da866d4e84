import type { ReactNode } from 'react'
import { Box, Checkbox, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { InvoiceEnrollee } from '@/lib/contract/billing'
import { toggleLock } from '../renewal-selection'

type Props<T extends InvoiceEnrollee> = {
  enrollees: readonly T[]
  selected: ReadonlySet<number>
  onToggle: (enrollee: T) => void
  /** The line under each name (plan, package, price or fees). */
  describe: (enrollee: T) => ReactNode
  disabled?: boolean
}

/**
 * The renewal's enrollee list (spec §4): everyone starts ticked; a suspended
 * enrollee's tick cannot change and the last ticked one cannot be unticked —
 * both shown as locked with the reason, rather than clicks that do nothing.
 */
export function EnrolleeChecklist<T extends InvoiceEnrollee>({ enrollees, selected, onToggle, describe, disabled = false }: Props<T>) {
  const { t } = useLingui()
  const suspendedNote = t`Suspended: renewed with the plan.`
  const lastNote = t`At least one enrollee must stay selected.`
  return (
    // The browser's own scrolling, as phones expect it (Mantine's ScrollArea drew its own bars).
    <Box mah="50dvh" style={{ overflowY: 'auto', scrollbarGutter: 'stable' }}>
      <Stack gap="sm" role="group" aria-label={t`Enrollees to renew`}>
        {enrollees.map((enrollee) => {
          const lock = toggleLock(enrollee, selected)
          return (
            <Checkbox
              key={enrollee.user_id}
              checked={selected.has(enrollee.user_id)}
              onChange={() => onToggle(enrollee)}
              disabled={disabled || lock !== null}
              label={`${enrollee.first_name} ${enrollee.last_name}`}
              description={
                <>
                  {describe(enrollee)}
                  {lock !== null && (
                    <Text component="span" size="xs" display="block" c="dimmed">
                      {lock === 'suspended' ? suspendedNote : lastNote}
                    </Text>
                  )}
                </>
              }
            />
          )
        })}
      </Stack>
    </Box>
  )
}
