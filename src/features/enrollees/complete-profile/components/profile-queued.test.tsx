import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { MantineProvider } from '@mantine/core'
import { I18nProvider } from '@lingui/react'
import { setupI18n } from '@/lib/i18n/i18n'
import type { OutboxJob, OutboxStatus } from '@/lib/outbox'
import { ProfileQueued } from './profile-queued'

function job(status: OutboxStatus, attempts = 0): OutboxJob {
  return {
    id: 'j-1',
    owner: 'o',
    kind: 'enrollee.complete-profile',
    group: 'enrollee:1002',
    payload: {},
    createdAt: 0,
    attempts,
    nextAttemptAt: 0,
    status,
  }
}

async function renderQueued(queued: OutboxJob) {
  const rootRoute = createRootRoute({ component: () => <ProfileQueued enrolleeId={1002} job={queued} onReopened={() => undefined} /> })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) })
  render(
    <I18nProvider i18n={setupI18n()}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nProvider>,
  )
  return screen.findByRole('status')
}

describe('ProfileQueued', () => {
  // (decisions: 'What a new user tripped on') the body said "Saved on this device." again under the title "Saved on this device".
  it.each([
    ['sending', job('syncing'), 'Sending it now…'],
    ['will retry', job('queued', 1), 'The server has not confirmed it yet; it will retry automatically.'],
    ['sign in again', job('blocked'), 'Sign in again to send it.'],
    ['conflict', job('conflict'), 'Open Pending changes to choose which to keep.'],
  ])('%s: says the title once, and the body adds what happens next', async (_, queued, body) => {
    const status = await renderQueued(queued)
    expect(status).toHaveTextContent(body)
    expect(status.textContent.match(/Saved on this device/g)).toHaveLength(1)
  })
})
