import { useState } from 'react'
import { Button, Group, Paper, Tabs, Text } from '@mantine/core'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { Plan } from '@/lib/contract/catalogue'
import { addToCart, removeFromCart, type ExtensionCart } from '../extension-cart'
import { shortExtensionName } from '../extension-rules'
import { ExtensionDetail } from './extension-detail'

type Props = {
  offered: readonly Plan[]
  planName: string
  firstName: string
  cart: ExtensionCart
  onCartChange: (cart: ExtensionCart) => void
  onProceed: () => void
}

/** Spec §2 list and detail views: a tab per available extension and the cart bar (proceed only when non-empty). */
export function ExtensionBrowser({ offered, planName, firstName, cart, onCartChange, onProceed }: Props) {
  const { t } = useLingui()
  const [active, setActive] = useState<string | null>(() => (offered[0] ? String(offered[0].id) : null))
  const count = cart.length
  return (
    <>
      <Tabs value={active} onChange={setActive} keepMounted={false}>
        <Tabs.List aria-label={t`Extra benefits you can add`}>
          {offered.map((product) => (
            <Tabs.Tab key={product.id} value={String(product.id)}>
              {shortExtensionName(product.name, planName)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {offered.map((product) => (
          <Tabs.Panel key={product.id} value={String(product.id)}>
            <ExtensionDetail
              product={product}
              firstName={firstName}
              inCart={cart.includes(product.id)}
              onAdd={() => onCartChange(addToCart(cart, product.id))}
              onRemove={() => onCartChange(removeFromCart(cart, product.id))}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
      <Paper withBorder radius="md" p="sm" mt="lg" bg="gray.0">
        <Group justify="space-between" wrap="nowrap">
          <Text role="status" fw={500}>
            <Plural value={count} _0="Your cart is empty" one="# extra benefit in the cart" other="# extra benefits in the cart" />
          </Text>
          {count > 0 && (
            <Button onClick={onProceed}>
              <Trans>Proceed</Trans>
            </Button>
          )}
        </Group>
      </Paper>
    </>
  )
}
