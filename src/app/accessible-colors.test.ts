import { describe, expect, it } from 'vitest'
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core'
import { accessibleColorsResolver, contrastRatio, darkenToContrast } from './accessible-colors'
import { theme } from './theme'

const merged = mergeMantineTheme(DEFAULT_THEME, theme)
const light = accessibleColorsResolver(merged).light

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 1)
    expect(contrastRatio('#868e96', '#868e96')).toBe(1)
  })
})

describe('darkenToContrast', () => {
  it('leaves a colour that already passes alone', () => {
    expect(darkenToContrast('#495057', '#ffffff')).toBe('#495057')
  })
  it('darkens a colour that fails until it passes 4.5:1', () => {
    const result = darkenToContrast('#37b24d', '#ffffff')
    expect(result).not.toBe('#37b24d')
    expect(contrastRatio(result, '#ffffff')).toBeGreaterThanOrEqual(4.5)
  })
})

describe('accessibleColorsResolver', () => {
  it.each(['dimmed', 'placeholder'])('darkens %s text until it passes on gray 1, but keeps it lighter than gray 7', (name) => {
    const color = light[`--mantine-color-${name}`] ?? ''
    expect(contrastRatio(color, merged.colors.gray[1])).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio(color, '#ffffff')).toBeLessThan(contrastRatio(merged.colors.gray[7], '#ffffff'))
  })

  it('shows field errors in the accessible red', () => {
    expect(light['--mantine-color-error']).toBe('var(--mantine-color-red-filled)')
  })

  it.each(['green', 'orange', 'yellow', 'teal', 'red'])('gives %s a filled colour that white text passes on', (name) => {
    const filled = light[`--mantine-color-${name}-filled`]
    expect(filled).toBeDefined()
    expect(contrastRatio(filled ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio(filled ?? '', merged.colors.gray[1])).toBeGreaterThanOrEqual(4.5)
  })

  it.each(['green', 'orange', 'yellow', 'teal'])('gives %s light-variant text that passes on its light background', (name) => {
    const text = light[`--mantine-color-${name}-light-color`]
    expect(text).toBeDefined()
    expect(contrastRatio(text ?? '', merged.colors[name]?.[1] ?? '')).toBeGreaterThanOrEqual(4.5)
  })

  it('leaves the brand and blue light text, which already pass, untouched', () => {
    expect(light['--mantine-color-brand-filled']).toBeUndefined()
    expect(light['--mantine-color-brand-light-color']).toBeUndefined()
    expect(light['--mantine-color-blue-light-color']).toBeUndefined()
  })
})
