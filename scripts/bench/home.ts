/**
 * /dashboard/home (decisions: 'Home'): the route's own chunks (home-size.ts) and Lighthouse 13 on the
 * page signed in as owner@ on a trusted device, reached as the enrollee list's run reaches its page
 * (lighthouse.ts: sign in through the app, wait for the list and its saved copy, then let Lighthouse load the page).
 */
import type { Page } from '@playwright/test'
import { expect, logIn } from '../../tests/e2e/fixtures.ts'
import { homeChunks, type HomeChunks } from './home-size.ts'
import { lighthousePage, type LighthousePage } from './lighthouse.ts'
import { OWNER } from './phone.ts'
import { persistedKeyCount } from './probes.ts'
import { httpReader, measureSizes } from './reused.mjs'

export type HomeFigures = { chunks: HomeChunks; lighthouse?: LighthousePage }

export async function measureHomeChunks(app: string): Promise<HomeChunks> {
  const read = httpReader(app)
  return homeChunks(read, await measureSizes(read))
}

export function measureHomeLighthouse(app: string, runs: number): Promise<LighthousePage> {
  const signIn = async (page: Page) => {
    await logIn(page, OWNER, { to: `${app}/login` })
    await expect(page.getByText('Showing 18 of 18')).toBeVisible({ timeout: 60_000 })
    await expect.poll(() => persistedKeyCount(page), { timeout: 30_000 }).toBe(1)
  }
  return lighthousePage(app, '/dashboard/home', runs, signIn)
}
