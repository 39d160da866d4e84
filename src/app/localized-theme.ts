import { createTheme, mergeThemeOverrides, type MantineThemeOverride } from '@mantine/core'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * Mantine's close buttons are bare icons: a modal, drawer or notification
 * that does not label its own has a button without a name (axe button-name,
 * WCAG 4.1.2). Every one gets "Close" unless it names its close button itself.
 */
export function withCloseLabels(theme: MantineThemeOverride, i18n: I18n): MantineThemeOverride {
  const closeButtonProps = { 'aria-label': i18n._(msg`Close`) }
  return mergeThemeOverrides(
    theme,
    createTheme({
      components: {
        // Plain objects (not `Modal.extend`), so configuring them does not load them with the first screen.
        Modal: { defaultProps: { closeButtonProps } },
        Drawer: { defaultProps: { closeButtonProps } },
        Notification: { defaultProps: { closeButtonProps } },
      },
    }),
  )
}
