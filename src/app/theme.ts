import { createTheme, Input, rem, Select, type MantineColorsTuple } from '@mantine/core'
import focusRing from './focus-ring.module.css'

/** The provider's green, tuned so text on it passes WCAG AA. */
const brand: MantineColorsTuple = [
  '#e6f6f0', '#cdeadf', '#9bd5bf', '#65bf9d', '#3aac80', '#1f9f6e',
  '#0b8a5d', '#0b6e4f', '#055c41', '#004a33',
]

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Input: Input.extend({ classNames: { input: focusRing.input } }),
    // The option list scrolls itself instead of a ScrollArea inside it: a scrolling listbox that its
    // combobox controls is operated with the arrow keys from the input (axe scrollable-region-focusable).
    Select: Select.extend({
      defaultProps: {
        withScrollArea: false,
        styles: (_theme, props) => ({ options: { maxHeight: props.maxDropdownHeight ?? rem(220), overflowY: 'auto' } }),
      },
    }),
  },
})
