/** Drives the stand-in payment page like a browser would. */
import type { App } from './helpers'

export async function payPageHtml(app: App, authorizationUrl: string) {
  const res = await app.request(new URL(authorizationUrl).pathname)
  return { status: res.status, html: await res.text() }
}

/** Presses Pay or Cancel; answers where the browser is sent. */
export async function press(app: App, authorizationUrl: string, button: 'confirm' | 'cancel') {
  const res = await app.request(`${new URL(authorizationUrl).pathname}/${button}`, { method: 'POST' })
  return { status: res.status, location: new URL(res.headers.get('location') ?? 'http://invalid/') }
}
