/**
 * The hospital picker's options (spec §5): the plan's hospitals, those in the
 * enrollee's state first, filtered by name, address or state name.
 */
import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core'
import type { Provider } from '@/lib/contract/common'
import { providersInState } from './profile-rules'

export type ProviderGroup = { group: string; items: ComboboxItem[] }

const toItem = (provider: Provider): ComboboxItem => ({ value: String(provider.id), label: provider.name })
const byName = (a: Provider, b: Provider) => a.name.localeCompare(b.name)

/** Hospitals of the chosen state in the first group, every other one after it. */
export function providerGroups(
  providers: readonly Provider[],
  stateId: number | null,
  labels: { inState: string; elsewhere: string },
): ProviderGroup[] {
  const near = providersInState(providers, stateId).sort(byName)
  const others = providers.filter((provider) => !near.includes(provider)).sort(byName)
  return [
    { group: labels.inState, items: near.map(toItem) },
    { group: labels.elsewhere, items: others.map(toItem) },
  ].filter((group) => group.items.length > 0)
}

/** Whether every word typed appears in the hospital's name, address or state. */
export function matchesProvider(provider: Provider, search: string): boolean {
  const haystack = `${provider.name} ${provider.address} ${provider.state.name}`.toLowerCase()
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word))
}

/** A Mantine `filter` that searches the hospitals behind the options, keeping the groups. */
export function providerFilter(providers: readonly Provider[]): OptionsFilter {
  const byId = new Map(providers.map((provider) => [String(provider.id), provider]))
  const keep = (item: ComboboxItem, search: string) => {
    const provider = byId.get(item.value)
    return provider ? matchesProvider(provider, search) : item.label.toLowerCase().includes(search.toLowerCase())
  }
  return ({ options, search }) =>
    options.flatMap((option): ComboboxParsedItem[] => {
      if ('group' in option) {
        const items = option.items.filter((item) => keep(item, search))
        return items.length > 0 ? [{ group: option.group, items }] : []
      }
      return keep(option, search) ? [option] : []
    })
}
