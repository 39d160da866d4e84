import { expect, test } from './fixtures'
import { controllingVersion, deploy, restoreBuild } from './app-update-kit'
import { waitUntilControlled } from './service-worker'

// How a release is simulated: app-update-kit.ts. Put the build back whatever happens, for the tests that run after this one.
test.afterAll(restoreBuild)

test('a new version asks before reloading, keeps a half-filled form on Later and switches on Reload', async ({ page }) => {
  await page.goto('/login')
  await waitUntilControlled(page)
  expect(await controllingVersion(page)).toBe('built')

  const email = page.getByLabel('Email address or HMO ID')
  await email.fill('half-typed@example')
  // Marks this document: it is gone after any reload.
  await page.evaluate(() => Object.assign(window, { samePage: true }))
  const stillSamePage = () => page.evaluate(() => 'samePage' in window)

  await deploy(page, 'v2')
  const prompt = page.getByRole('alert').filter({ hasText: 'A new version is available' })
  await expect(prompt).toBeVisible()
  // Nothing happens by itself.
  await page.waitForTimeout(1500)
  expect(await stillSamePage()).toBe(true)
  await expect(email).toHaveValue('half-typed@example')

  await prompt.getByRole('button', { name: 'Later' }).click()
  await expect(prompt).toBeHidden()
  await expect(email).toHaveValue('half-typed@example')
  expect(await stillSamePage()).toBe(true)
  expect(await controllingVersion(page)).toBe('built')

  // A newer release brings the prompt back; Reload switches to it.
  await deploy(page, 'v3')
  await expect(prompt).toBeVisible()
  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()])
  expect(await stillSamePage()).toBe(false)
  await expect.poll(() => controllingVersion(page)).toBe('v3')
  await expect(prompt).toBeHidden()
})
