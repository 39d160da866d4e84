import { lazy, Suspense, useId, useRef, useState, type ComponentType, type KeyboardEvent, type MouseEvent } from 'react'
import { Box, Button, VisuallyHidden, type ButtonProps, type ElementProps } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useOnlineStatus } from '@/lib/network/online-status'
import type { OfflineReasonTooltipProps } from './offline-reason-tooltip'

// Offline the service worker has it, like every other file of the app. Should it be missing (a first
// visit cut off before the worker kept the files), the button goes without the tooltip, not the page.
const OfflineReasonTooltip = lazy<ComponentType<OfflineReasonTooltipProps>>(() =>
  import('./offline-reason-tooltip').then(
    (module) => ({ default: module.OfflineReasonTooltip }),
    () => ({ default: () => null }),
  ),
)

export type OnlineOnlyButtonProps = ButtonProps & ElementProps<'button', keyof ButtonProps>

/**
 * A button for an action that needs the network (payments, purchases,
 * renewals, transfer, deactivation…). Offline it is disabled with a short
 * reason rather than failing after a click.
 */
export function OnlineOnlyButton(props: OnlineOnlyButtonProps) {
  const online = useOnlineStatus()
  return online ? <Button {...props} /> : <OfflineButton {...props} />
}

/**
 * The disabled look of an online-only action. It stays focusable
 * (`aria-disabled` instead of `disabled`) so keyboard and screen-reader users
 * reach it and hear why; a tooltip says the same on hover, keyboard focus or touch.
 */
export function OfflineButton(allProps: OnlineOnlyButtonProps) {
  const { fullWidth, m, mx, my, mt, mb, ml, mr, ...props } = allProps
  const { t } = useLingui()
  const reasonId = useId()
  const reason = t`Needs an internet connection. You are offline.`
  const anchor = useRef<HTMLSpanElement>(null)
  // The tooltip is only loaded and mounted once wanted: Mantine's tooltip sets up its positioning and
  // listeners on mount, which an offline start paid for every paused action on the page.
  const [armed, setArmed] = useState(false)
  const [open, setOpen] = useState(false)
  const show = () => {
    setArmed(true)
    setOpen(true)
  }
  const hide = () => setOpen(false)
  // As Mantine's own focus trigger: keyboard focus shows it, the focus a tap or click gives does not.
  const pressed = useRef(false)
  const onFocus = () => {
    if (!pressed.current) show()
    pressed.current = false
  }
  const onBlur = () => {
    pressed.current = false
    hide()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') hide()
  }
  // A submit button's click would still submit its form: cancel it.
  const block = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault()
  // The wrapper takes the layout (margins, full width), so the button sits where it would online.
  return (
    <Box
      component="span"
      ref={anchor}
      display={fullWidth ? 'block' : 'inline-block'}
      {...{ m, mx, my, mt, mb, ml, mr }}
      onPointerEnter={show}
      onPointerLeave={hide}
      onPointerDown={() => (pressed.current = true)}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <Button
        {...props}
        fullWidth={fullWidth}
        // Not `disabled`: a disabled button cannot take focus, so nobody could learn why.
        disabled={false}
        loading={false}
        data-disabled
        aria-disabled="true"
        aria-describedby={reasonId}
        onClick={block}
      />
      <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>
      {armed && (
        <Suspense fallback={null}>
          <OfflineReasonTooltip target={anchor} label={reason} opened={open} />
        </Suspense>
      )}
    </Box>
  )
}
