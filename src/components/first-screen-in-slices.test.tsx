import { useLayoutEffect } from 'react'
import { describe, expect, it } from 'vitest'
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
})
