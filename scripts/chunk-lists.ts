/**
 * Which code goes into which named chunk, by folder, file and package: read
 * with docs/performance.md (the table says why each chunk exists). Every path
 * must match a module of the build, or the build fails (scripts/chunk-groups.ts),
 * so a rename or a library upgrade cannot move code without anyone noticing.
 * Order matters where lists overlap: the group with the higher priority in
 * vite.config.ts takes the module.
 */
import type { ChunkGroupList } from './chunk-groups.ts'

/** index.html's script and what it imports, painted before the app is evaluated. */
export const boot: ChunkGroupList = {
  name: 'boot',
  paths: [
    '/index.html',
    '/src/boot.ts',
    '/src/lib/url-secrets-address.ts',
    '/src/lib/route-preload.ts',
    '/src/lib/http/early-request.ts',
    '/src/lib/session/session-hint.ts',
    '/src/lib/signed-in-shell.ts',
    'vite/preload-helper',
  ],
}

const mantine = (component: string) => `node_modules/@mantine/core/esm/components/${component}/`

/** Dialogs and floating elements, the library only they use, and the app's lazy entry to them: no screen shows one at start. */
export const overlays: ChunkGroupList = {
  name: 'overlays',
  paths: [
    'node_modules/@floating-ui/',
    ...['Popover', 'Tooltip', 'Modal', 'ModalBase', 'Drawer', 'Table', 'FocusTrap', 'Overlay'].map(mantine),
    `${mantine('Transition')}get-transition-props`,
    // Not its utils: the segmented control (the list's status filter) uses one.
    { path: mantine('ScrollArea'), except: `${mantine('ScrollArea')}utils/` },
    '/src/components/mantine-dialogs.ts',
    '/src/components/network/offline-reason-tooltip.tsx',
  ],
}

export const notifications: ChunkGroupList = {
  name: 'notifications',
  paths: ['node_modules/@mantine/notifications/', 'node_modules/react-transition-group/'],
}

/** The date pickers, dayjs and the form kit's date field (taken before `forms` takes src/lib/form/). */
export const dates: ChunkGroupList = {
  name: 'dates',
  paths: ['node_modules/@mantine/dates/', 'node_modules/dayjs/', '/src/lib/form/fields/date-field.tsx'],
}

/** TanStack Form, the form kit, and the form components two or more screens share. */
export const forms: ChunkGroupList = {
  name: 'forms',
  paths: [
    'node_modules/@tanstack/react-form/',
    'node_modules/@tanstack/form-core/',
    '/src/lib/form/devtools-event-client-off.ts',
    'node_modules/@tanstack/pacer-lite/',
    '/src/lib/form/',
    // Shown by the edit modal and the fix-and-retry modal of a refused edit.
    '/src/features/enrollees/enrollee-detail/components/edit-details-form.tsx',
    // The reset link's page and the security-question page's last step.
    '/src/features/auth/components/new-password-form.tsx',
  ],
}

/**
 * The spreadsheet libraries: papaparse (the import's CSV reader) and fflate (the XLSX reader's and writer's
 * zip), each shared by two lazy chunks, so in `beyond-login` every signed-in screen downloaded them (~11 KB gzip).
 */
export const spreadsheet: ChunkGroupList = {
  name: 'spreadsheet',
  paths: ['node_modules/papaparse/', 'node_modules/fflate/'],
}

/** What only a signed-in screen needs: the outbox, drafts, their UI and the dashboard frame. */
export const signedIn: ChunkGroupList = {
  name: 'signed-in',
  paths: ['/src/lib/outbox/', '/src/lib/drafts/', '/src/components/outbox/', '/src/components/dashboard-shell/'],
}
