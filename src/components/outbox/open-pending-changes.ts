/**
 * Opens the header's Pending changes drawer from anywhere (the home page's "Changes waiting to sync" card):
 * the drawer and its fix dialogs stay owned by the sync indicator, which listens here.
 */
const listeners = new Set<() => void>()

export function openPendingChanges() {
  for (const listener of listeners) listener()
}

export function onOpenPendingChanges(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
