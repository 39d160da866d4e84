import { describe, expect, it } from 'vitest'
import { invoiceDescription } from './invoice-description'

describe('invoiceDescription', () => {
  it.each([
    { lines: [{ name: 'Red Beryl', no_of_enrollees: 6 }], text: 'Red Beryl × 6' },
    {
      lines: [
        { name: 'Alexandrite', no_of_enrollees: 4 },
        { name: 'Red Beryl', no_of_enrollees: 2 },
      ],
      text: 'Alexandrite × 4, Red Beryl × 2',
    },
    // Two lines of one plan read as one.
    {
      lines: [
        { name: 'Red Beryl', no_of_enrollees: 1 },
        { name: 'Tranquility', no_of_enrollees: 2 },
        { name: 'Red Beryl', no_of_enrollees: 3 },
      ],
      text: 'Red Beryl × 4, Tranquility × 2',
    },
    { lines: [{ name: '  ', no_of_enrollees: 1 }], text: '' },
    { lines: [], text: '' },
  ])('$text', ({ lines, text }) => {
    expect(invoiceDescription(lines)).toBe(text)
  })
})
