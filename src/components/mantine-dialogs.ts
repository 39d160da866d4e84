/**
 * Mantine's dialogs, loaded only when one is first wanted (see lazy-modal.tsx). With their scroll lock,
 * focus trap and scroll area they are ~8 KB brotli that no screen needs before its first paint.
 */
export { Drawer, Modal } from '@mantine/core'
