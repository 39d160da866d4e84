import type { ManifestOptions } from 'vite-plugin-pwa'

/**
 * The web app manifest (vite-plugin-pwa writes it to /manifest.webmanifest).
 * Icons and screenshots are rendered by `npm run pwa:assets`
 * (scripts/make-pwa-assets.mjs); keep their sizes here in step with it.
 */
export const manifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'HMO Plan Owner Dashboard',
  short_name: 'HMO Plans',
  description: 'Manage your health plans, enrollees and invoices, even offline.',
  start_url: '/dashboard/enrollees',
  scope: '/',
  display: 'standalone',
  theme_color: '#0b6e4f',
  background_color: '#ffffff',
  lang: 'en-NG',
  dir: 'ltr',
  categories: ['business', 'medical', 'productivity'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  ],
  screenshots: [
    {
      src: '/screenshots/enrollees-narrow.png',
      sizes: '540x1200',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'Your enrollees and plan slots on a phone',
    },
    {
      src: '/screenshots/enrollees-wide.png',
      sizes: '1280x800',
      type: 'image/png',
      form_factor: 'wide',
      label: 'Enrollee list with search, status filter and plan actions',
    },
  ],
}
