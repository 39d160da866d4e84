import { describe, expect, it } from 'vitest'
import { installNote } from './install-note.mjs'

describe('the one line a first npm install prints (installNote)', () => {
  it('names the Node the scripts run on and the older system Node beside it', () => {
    expect(installNote('v22.23.3', 'v20.20.2')).toBe(
      "Scripts run on Node v22.23.3 from the node devDependency (system node is v20.20.2); npm's warnings are hidden by .npmrc (npm install --loglevel=warn shows them).",
    )
  })

  it('leaves the system Node out when it is the same or unknown', () => {
    expect(installNote('v22.23.3', 'v22.23.3')).not.toContain('system node')
    expect(installNote('v22.23.3', undefined)).not.toContain('system node')
  })
})
