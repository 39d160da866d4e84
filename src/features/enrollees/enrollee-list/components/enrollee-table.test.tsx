import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { renderWithProviders } from '@/test/render'
import type { EnrolleeListItem } from '@/lib/contract/enrollees'
import { EnrolleeTable } from './enrollee-table'

const base = { email_address: 'x@example.com', phone_number: '08030001001', product_name: 'Red Beryl', hmo_id: null }
const rows: EnrolleeListItem[] = [
  { ...base, id: 1, first_name: 'Chiamaka', last_name: 'Obi', active_status_id: 1, has_profile: true },
  { ...base, id: 2, first_name: 'Blessing', last_name: 'Etim', active_status_id: 4, has_profile: true },
  { ...base, id: 3, first_name: 'Yusuf', last_name: 'Garba', active_status_id: 4, has_profile: false },
]

async function renderTable() {
  const rootRoute = createRootRoute({ component: () => <EnrolleeTable rows={rows} sort={undefined} onSort={() => undefined} /> })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) })
  renderWithProviders(<RouterProvider router={router} />)
  return { table: await screen.findByRole('table', { name: 'Enrollees' }), router }
}

const rowOf = (table: HTMLElement, name: string) => {
  const row = within(table)
    .getAllByRole('row')
    .find((element) => element.textContent.includes(name))
  if (!row) throw new Error(`No row for ${name}`)
  return row
}

describe('EnrolleeTable', () => {
  it('an active enrollee is a link; a suspended one is no link and says it cannot be opened', async () => {
    const { table } = await renderTable()
    expect(within(rowOf(table, 'Chiamaka Obi')).getByRole('link', { name: 'Chiamaka Obi' })).toBeVisible()
    expect(within(rowOf(table, 'Chiamaka Obi')).queryByText(/cannot be opened/)).toBeNull()

    for (const name of ['Blessing Etim', 'Yusuf Garba']) {
      const row = rowOf(table, name)
      expect(within(row).queryByRole('link')).toBeNull()
      // Visible text (not a screen-reader-only hint), read with the status cell.
      const hint = within(row).getByText('Suspended — cannot be opened')
      expect(hint).toBeVisible()
      expect(within(row).getAllByRole('cell').at(-1)).toContainElement(hint)
    }
    // Without a profile the badge says so, and the line still names why it cannot be opened.
    expect(within(rowOf(table, 'Yusuf Garba')).getByText('Incomplete profile')).toBeVisible()
  })

  it("a row's link is a plain link to the detail that the table opens in the app; a modified click is left to the browser", async () => {
    const { table, router } = await renderTable()
    const link = within(rowOf(table, 'Chiamaka Obi')).getByRole('link', { name: 'Chiamaka Obi' })
    expect(link).toHaveAttribute('href', '/dashboard/enrollees/1')

    // A new tab or window: the app does not take the click over.
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true)
    expect(router.state.location.pathname).toBe('/')

    expect(fireEvent.click(link)).toBe(false)
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/enrollees/1'))
  })

  it('a row that cannot be opened is taller, to hold its line', async () => {
    const { table } = await renderTable()
    const height = (name: string) => parseFloat(rowOf(table, name).style.height)
    expect(height('Blessing Etim')).toBeGreaterThan(height('Chiamaka Obi'))
  })
})
