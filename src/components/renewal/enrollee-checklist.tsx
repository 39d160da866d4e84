import type { ReactNode } from 'react'
import { Box, Checkbox, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { InvoiceEnrollee } from '@/lib/contract/billing'
import { toggleLock } from '@/lib/billing/renewal-selection'

type Props<T extends InvoiceEnrollee> = {
  enrollees: readonly T[]
  selected: ReadonlySet<number>
  onToggle: (enrollee: T) => void
  /** The line under each name (plan, package, price or fees). */
  describe: (enrollee: T) => ReactNode
  disabled?: boolean
}

/**
 * The people of a renewal, as both ways into it show them (the enrollee
 * list's Renew modal and the invoice's renewal page; one rule, one look:
 * src/lib/billing/renewal-selection.ts). Everyone starts ticked and can be unticked; the last
 * one ticked cannot be, shown as locked with the reason rather than a click
 * that does nothing.
 */
export function EnrolleeChecklist<T extends InvoiceEnrollee>({ enrollees, selected, onToggle, describe, disabled = false }: Props<T>) {
  const { t } = useLingui()
  const lastNote = t`At least one enrollee must stay selected.`
  return (
    // The browser's own scrolling, as phones expect it (Mantine's ScrollArea drew its own bars).
    <Box mah="50dvh" style={{ overflowY: 'auto', scrollbarGutter: 'stable' }}>
      <Stack gap="sm" role="group" aria-label={t`Enrollees to renew`}>
        {enrollees.map((enrollee) => {
          const locked = toggleLock(enrollee, selected) !== null
          return (
            <Checkbox
              key={enrollee.user_id}
              checked={selected.has(enrollee.user_id)}
              onChange={() => onToggle(enrollee)}
              disabled={disabled || locked}
              label={`${enrollee.first_name} ${enrollee.last_name}`}
              description={
                <>
                  {describe(enrollee)}
                  {locked && (
                    <Text component="span" size="xs" display="block" c="dimmed">
                      {lastNote}
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
