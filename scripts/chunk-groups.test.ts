import { describe, expect, it } from 'vitest'
import { chunkGroups, inList } from './chunk-groups.ts'
import * as chunkLists from './chunk-lists.ts'

const forms = { name: 'forms', paths: ['/src/lib/form/', 'node_modules/@tanstack/form-core/'] }
const overlays = { name: 'overlays', paths: [{ path: 'components/ScrollArea/', except: 'components/ScrollArea/utils/' }] }

describe('chunk groups from explicit lists', () => {
  it('takes a module under a listed folder or package, on POSIX and Windows paths alike', () => {
    const groups = chunkGroups([forms])
    const test = groups.test(forms)
    expect(test('/app/src/lib/form/fields/text-field.tsx')).toBe(true)
    expect(test('C:\\app\\node_modules\\@tanstack\\form-core\\dist\\index.js')).toBe(true)
    expect(test('/app/src/features/auth/components/login-form.tsx')).toBe(false)
  })

  it('leaves out the excepted sub-path', () => {
    const test = chunkGroups([overlays]).test(overlays)
    expect(test('/m/components/ScrollArea/ScrollArea.mjs')).toBe(true)
    expect(test('/m/components/ScrollArea/utils/use-resize.mjs')).toBe(false)
  })

  it('names every listed path that no module matched, so a rename or an upgrade fails the build', () => {
    const groups = chunkGroups([forms, overlays])
    groups.test(forms)('/app/src/lib/form/use-app-form.ts')
    expect(groups.unmatched()).toEqual(['forms → node_modules/@tanstack/form-core/', 'overlays → components/ScrollArea/'])
  })

  it('keeps the boot script out of every other chunk', () => {
    expect(inList(chunkLists.boot, '/app/src/boot.ts')).toBe(true)
    expect(inList(chunkLists.boot, '/app/src/main.tsx')).toBe(false)
  })
})
