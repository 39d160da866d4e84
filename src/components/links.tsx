/**
 * Mantine components as type-safe router links. `component={Link}` would
 * lose the router's types (routes, params, search), so each is wrapped with
 * `createLink` as TanStack Router recommends. (The sidebar's NavLink lives with
 * the dashboard shell: every link made here is in the first screen's JavaScript.)
 */
import type { MouseEventHandler, Ref } from 'react'
import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core'
import { createLink, type LinkComponent } from '@tanstack/react-router'

type AnchorBaseProps = Omit<AnchorProps, 'href'> & {
  ref?: Ref<HTMLAnchorElement>
  children?: React.ReactNode
  onClick?: MouseEventHandler<HTMLAnchorElement>
}
function AnchorBase(props: AnchorBaseProps) {
  return <Anchor component="a" {...props} />
}
const CreatedAnchor = createLink(AnchorBase)
export const AnchorLink: LinkComponent<typeof AnchorBase> = (props) => <CreatedAnchor preload="intent" {...props} />

type ButtonBaseProps = Omit<ButtonProps, 'href'> & { ref?: Ref<HTMLAnchorElement>; children?: React.ReactNode }
function ButtonBase(props: ButtonBaseProps) {
  return <Button component="a" {...props} />
}
const CreatedButton = createLink(ButtonBase)
export const ButtonLink: LinkComponent<typeof ButtonBase> = (props) => <CreatedButton preload="intent" {...props} />
