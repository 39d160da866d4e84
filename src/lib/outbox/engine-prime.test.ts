import { describe, expect, it } from 'vitest'
import { createBench, flush, type Bench, setUpBenchClock } from '@/test/outbox-kit'

let bench: Bench

setUpBenchClock()

describe('prime (a page opened while an edit waits shows it from its first paint; decisions: "Tabs on a shared phone")', () => {
  it('shows the stored jobs before the engine starts, and starting never blinks to "nothing waits"', async () => {
    bench = createBench({ tabs: 2 })
    bench.setOnline(false)
    await bench.tab(0).start('alice')
    await bench.tab(0).enqueue('alice', bench.write('e:1', 'edited'))

    // A new page: its engine has not started (that waits for the first screen and an idle moment).
    const page = bench.tab(1)
    expect(page.getSnapshot().jobs).toHaveLength(0)
    const seen: number[] = []
    page.subscribe(() => seen.push(page.getSnapshot().jobs.length))
    await page.prime('alice')
    expect(page.getSnapshot().jobs.map((job) => job.payload)).toEqual([{ group: 'e:1', value: 'edited' }])

    // Another tab's change reaches the primed page too.
    await bench.tab(0).enqueue('alice', bench.write('e:2', 'second'))
    await flush()
    expect(page.getSnapshot().jobs).toHaveLength(2)

    await page.start('alice')
    await flush()
    expect(page.getSnapshot().jobs).toHaveLength(2)
    expect(seen).not.toContain(0)
  })

  it('stopping (a logout) drops what was primed', async () => {
    bench = createBench({ tabs: 2 })
    bench.setOnline(false)
    await bench.tab(0).start('alice')
    await bench.tab(0).enqueue('alice', bench.write('e:1', 'edited'))
    await bench.tab(1).prime('alice')
    bench.tab(1).stop()
    expect(bench.tab(1).getSnapshot().jobs).toHaveLength(0)
    // A start for someone else shows none of alice's jobs.
    await bench.tab(1).start('bob')
    expect(bench.tab(1).getSnapshot().jobs).toHaveLength(0)
  })
})
