/** Mantine's NavLink as a type-safe router link (see ../links.tsx), for the sidebar only. */
import type { Ref } from 'react'
import { NavLink, type NavLinkProps } from '@mantine/core'
import { createLink, type LinkComponent } from '@tanstack/react-router'

type NavLinkBaseProps = Omit<NavLinkProps, 'href'> & { ref?: Ref<HTMLAnchorElement> }
function NavLinkBase(props: NavLinkBaseProps) {
  return <NavLink component="a" {...props} />
}
const CreatedNavLink = createLink(NavLinkBase)
export const NavLinkLink: LinkComponent<typeof NavLinkBase> = (props) => <CreatedNavLink preload="intent" {...props} />
