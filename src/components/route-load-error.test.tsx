import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useSuspenseQuery, queryOptions } from '@tanstack/react-query'
import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import { ApiError } from '@/lib/http/api-error'
import { renderWithProviders } from '@/test/render'
import { RouteLoadError } from './route-load-error'

/** A list whose first read fails (the server is down) and whose second succeeds. */
function flakyList() {
  let reads = 0
  return queryOptions({
    queryKey: ['invoices'],
    queryFn: () => ((reads += 1) === 1 ? Promise.reject(new ApiError(503, 'Unavailable', 'http')) : Promise.resolve(['INV-1'])),
  })
}

function pageRouter(list: ReturnType<typeof flakyList>) {
  const root = createRootRoute()
  const page = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: function Invoices() {
      const { data } = useSuspenseQuery(list)
      return <p>Invoice {data[0]}</p>
    },
    errorComponent: (props) => <RouteLoadError {...props} heading={<h1>Invoices</h1>} title="Your invoices could not be loaded" />,
  })
  return createRouter({ routeTree: root.addChildren([page]), history: createMemoryHistory({ initialEntries: ['/'] }) })
}

describe('RouteLoadError', () => {
  it('shows the page heading and the error, and Try again loads the page', async () => {
    const router = pageRouter(flakyList())
    renderWithProviders(<RouterProvider router={router} />)
    expect(await screen.findByRole('alert')).toHaveTextContent('Your invoices could not be loaded')
    expect(screen.getByRole('heading', { name: 'Invoices' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Invoice INV-1')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
