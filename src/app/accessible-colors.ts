import { darken, luminance, type CSSVariablesResolver } from '@mantine/core'

/** WCAG 1.4.3 asks 4.5:1 for normal text; a little above it so rounding never tips a pair below. */
const TEXT_CONTRAST = 4.6

export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05)
}

/** `color` darkened in 5 % steps until it reaches the text contrast against `background`. */
export function darkenToContrast(color: string, background: string): string {
  let result = color
  for (let step = 1; contrastRatio(result, background) < TEXT_CONTRAST && step <= 20; step++) result = darken(color, step * 0.05)
  return result
}

/**
 * Mantine's stock light scheme has text colours below 4.5:1: `dimmed` and
 * placeholders are gray 6 and 5 (3.3:1 and 2.1:1 on white), field errors red 6,
 * white on filled red, green, orange, teal or yellow, and the
 * light variant's text (shade 9 on shade 1) for green, orange, yellow and teal,
 * which every badge and alert uses. This resolver keeps each palette but
 * darkens those variables just enough, so every component passes axe without
 * per-component colour overrides. Filled colours are checked against gray 1,
 * the darkest surface text sits on, so they also pass on white and gray 0.
 * Only the light scheme is used (app.tsx).
 */
export const accessibleColorsResolver: CSSVariablesResolver = (theme) => {
  const shade = typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light
  const surface = theme.colors.gray[1]
  // Secondary text stays lighter than body text, just dark enough.
  const secondary = darkenToContrast(theme.colors.gray[6], surface)
  const light: Record<string, string> = {
    '--mantine-color-dimmed': secondary,
    '--mantine-color-placeholder': secondary,
  }
  for (const [name, tuple] of Object.entries(theme.colors)) {
    if (name === 'dark') continue
    const filled = darkenToContrast(tuple[shade], surface)
    if (filled !== tuple[shade]) {
      light[`--mantine-color-${name}-filled`] = filled
      light[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.15)
      light[`--mantine-color-${name}-outline`] = filled
    }
    const lightText = darkenToContrast(tuple[9], tuple[1])
    if (lightText !== tuple[9]) light[`--mantine-color-${name}-light-color`] = lightText
  }
  // Field errors are red text (red 6 by default, 3.3:1).
  light['--mantine-color-error'] = 'var(--mantine-color-red-filled)'
  return { variables: {}, light, dark: {} }
}
