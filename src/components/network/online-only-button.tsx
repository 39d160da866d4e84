import { useId, type MouseEvent } from 'react'
import { Box, Button, Tooltip, VisuallyHidden, type ButtonProps, type ElementProps } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useOnlineStatus } from '@/lib/network/online-status'

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
 * reach it and hear why; the tooltip says the same on hover, focus or touch.
 */
export function OfflineButton(allProps: OnlineOnlyButtonProps) {
  const { fullWidth, m, mx, my, mt, mb, ml, mr, ...props } = allProps
  const { t } = useLingui()
  const reasonId = useId()
  const reason = t`Needs an internet connection. You are offline.`
  // A submit button's click would still submit its form: cancel it.
  const block = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault()
  // The wrapper takes the layout (margins, full width), so the button sits where it would online.
  return (
    <Tooltip label={reason} events={{ hover: true, focus: true, touch: true }}>
      <Box component="span" display={fullWidth ? 'block' : 'inline-block'} {...{ m, mx, my, mt, mb, ml, mr }}>
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
      </Box>
    </Tooltip>
  )
}
