import { Center } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import classes from './full-page-loader.module.css'

/**
 * A screen waiting for its code or data. Drawn with CSS rather than Mantine's
 * Loader: it is in the initial JavaScript (the router's default pending UI),
 * and it matches the bar of the static shell in index.html.
 */
export function FullPageLoader() {
  const { t } = useLingui()
  return (
    <Center mih="50vh" role="status" aria-label={t`Loading`}>
      <div className={classes.bar} />
    </Center>
  )
}
