import { createTheme, rem, type MantineColorsTuple, type SelectProps } from '@mantine/core'
import focusRing from './focus-ring.module.css'

/** The provider's green, tuned so text on it passes WCAG AA. */
const brand: MantineColorsTuple = [
  '#e6f6f0',
  '#cdeadf',
  '#9bd5bf',
  '#65bf9d',
  '#3aac80',
  '#1f9f6e',
  '#0b8a5d',
  '#0b6e4f',
  '#055c41',
  '#004a33',
]

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Dialogs, drawers and menus appear without their fade and slide when the phone asks for less motion (WCAG 2.3.3).
  respectReducedMotion: true,
  components: {
    // Plain objects, not `Input.extend(...)`: extend would pull each component (and Select's whole
    // combobox) into the first screen's JavaScript just to configure it.
    Input: { classNames: { input: focusRing.input } },
    Switch: { classNames: { track: focusRing.switchTrack } },
    // Banners carry names and addresses up to 200 characters: a long word wraps instead of being cut (decisions: 'What a new user tripped on').
    Alert: { styles: { title: { overflowWrap: 'anywhere' }, message: { overflowWrap: 'anywhere' } } },
    // The option list scrolls itself instead of a ScrollArea inside it: a scrolling listbox that its
    // combobox controls is operated with the arrow keys from the input (axe scrollable-region-focusable).
    Select: {
      defaultProps: {
        withScrollArea: false,
        styles: (_theme: unknown, props: SelectProps) => ({
          options: { maxHeight: props.maxDropdownHeight ?? rem(220), overflowY: 'auto' },
        }),
      },
    },
  },
})
