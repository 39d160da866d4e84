/**
 * Stands in for `@tanstack/devtools-event-client` in the build (vite.config.ts): TanStack Form reports every
 * form's state to a devtools panel through it, which the app never has. The real client (~1.5 KB gzip) went to
 * every first visit with the sign-in form and tried to reach the panel five times a page (decisions: 'Speed').
 * Only the calls form-core makes: `on` (returns its clean-up) and `emit`.
 */
export class EventClient {
  on(): () => void {
    return () => undefined
  }

  emit(): void {
    // Nobody listens.
  }
}
