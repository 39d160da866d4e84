/// <reference types="vite/client" />

/** The app version from package.json, injected by vite.config.ts; busts old caches. */
declare const __APP_VERSION__: string
