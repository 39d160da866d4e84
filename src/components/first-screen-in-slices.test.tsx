import { useLayoutEffect } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import { FirstScreenInSlices } from './first-screen-in-slices'

describe('the first screen, rendered a step after mounting', () => {
  it('commits the fallback first, then the screen in place of it', async () => {
    const committed: string[] = []
    function Fallback() {
      useLayoutEffect(() => {
        committed.push('fallback')
      }, [])
      return <p>Loading</p>
    }
    function Page() {
      useLayoutEffect(() => {
        committed.push('page')
      }, [])
      return <h1>Enrollees</h1>
    }

    render(
      <FirstScreenInSlices fallback={<Fallback />}>
        <Page />
      </FirstScreenInSlices>,
    )

    expect(await screen.findByRole('heading', { name: 'Enrollees' })).toBeInTheDocument()
    expect(screen.queryByText('Loading')).not.toBeInTheDocument()
    expect(committed).toEqual(['fallback', 'page'])
  })

  it('holds the start-up work that waits for it until the screen is in', async () => {
    // Fresh modules: the first screen is drawn once per page, and the test above drew one.
    vi.resetModules()
    const [{ FirstScreenInSlices: Slices }, { afterFirstScreen }, testing] = await Promise.all([
      import('./first-screen-in-slices'),
      import('@/lib/when-idle'),
      import('@testing-library/react'),
    ])
    let shownWhenStarted: string | null = null
    void afterFirstScreen(60_000).then(() => (shownWhenStarted = document.body.textContent))
    // Nothing drawn yet: the work waits, idle page or not.
    await new Promise((resolve) => setTimeout(resolve, 1200))
    expect(shownWhenStarted).toBeNull()
    testing.render(
      <Slices fallback={<p>Loading</p>}>
        <h1>Enrollees</h1>
      </Slices>,
    )
    await testing.waitFor(() => expect(shownWhenStarted).toBe('Enrollees'), { timeout: 3000 })
  })
})
