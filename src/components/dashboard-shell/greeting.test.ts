import { describe, expect, it } from 'vitest'
import { greetingName } from './greeting'

describe('greetingName', () => {
  it('upper-cases the first name', () => {
    expect(greetingName('Ada', 'User')).toBe('ADA')
  })
  it('falls back when the name is missing or blank', () => {
    expect(greetingName(null, 'User')).toBe('USER')
    expect(greetingName('   ', 'User')).toBe('USER')
  })
})
