import type { ManifestOptions } from 'vite-plugin-pwa'

/** The web app manifest; the offline issue completes icons and screenshots. */
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
  icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
}
