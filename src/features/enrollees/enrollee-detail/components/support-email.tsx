import { Anchor } from '@mantine/core'
import { config } from '@/config/env'

/** The configured support address (spec §1), as a mailto link inside messages. */
export function SupportEmail() {
  const email = config.support.email
  return <Anchor href={`mailto:${email}`}>{email}</Anchor>
}
