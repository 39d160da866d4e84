import { useMemo, useState } from 'react'
import { Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { ErrorBanner } from '@/components/error-banner'
import { productsQueryOptions } from '@/lib/catalogue/queries'
import type { EnrolleeDetail } from '@/lib/contract/enrollees'
import { emptyCart, keepOffered, type ExtensionCart } from '../extension-cart'
import { availableExtensions } from '../extension-rules'
import { ExtensionBrowser } from './extension-browser'
import { ExtensionCheckout } from './extension-checkout'
import { verbatim } from '@/lib/i18n/verbatim'

type Props = { enrollee: EnrolleeDetail; onClose: () => void }

/**
 * Spec §2 extension selector: the extensions this enrollee can buy (§5),
 * a cart, and the checkout (§4 list, detail and checkout views).
 */
export function ExtensionSelector({ enrollee, onClose }: Props) {
  const { t } = useLingui()
  const products = useQuery(productsQueryOptions('extension'))
  const [view, setView] = useState<'browse' | 'checkout'>('browse')
  const [savedCart, setCart] = useState<ExtensionCart>(emptyCart)
  const offered = useMemo(() => (products.data ? availableExtensions(products.data, enrollee) : []), [products.data, enrollee])
  const cart = keepOffered(savedCart, offered)
  const checkingOut = view === 'checkout' && cart.length > 0

  return (
    <Modal
      opened
      onClose={onClose}
      title={checkingOut ? t`Checkout` : t`Add extra benefit`}
      size="lg"
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {/* A saved or earlier list is shown even when a refresh fails. */}
      {products.data === undefined ? (
        products.isError ? (
          <ErrorBanner error={products.error} title={t`Could not load the extra benefits`} onRetry={() => void products.refetch()} />
        ) : (
          <Stack gap="sm" role="status" aria-label={t`Loading extra benefits`}>
            <Skeleton height={36} />
            <Skeleton height={120} />
          </Stack>
        )
      ) : offered.length === 0 ? (
        <Stack gap="md">
          <Text>
            <Trans>
              There are no extra benefits available for {verbatim(enrollee.first_name)}&apos;s {verbatim(enrollee.product.name)} plan right
              now, or {verbatim(enrollee.first_name)} already has all of them.
            </Trans>
          </Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
          </Group>
        </Stack>
      ) : checkingOut ? (
        <ExtensionCheckout enrolleeId={enrollee.id} cart={cart} offered={offered} onBack={() => setView('browse')} />
      ) : (
        <ExtensionBrowser
          offered={offered}
          planName={enrollee.product.name}
          firstName={enrollee.first_name}
          cart={cart}
          onCartChange={setCart}
          onProceed={() => setView('checkout')}
        />
      )}
    </Modal>
  )
}
