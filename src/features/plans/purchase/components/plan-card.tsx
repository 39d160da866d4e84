import { useEffect, useId, useState, type SubmitEvent } from 'react'
import { Anchor, Button, Card, NumberInput, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { DELAYS_MS } from '@/config/constants'
import { config } from '@/config/env'
import type { Plan } from '@/lib/contract/catalogue'
import { priceFor } from '@/lib/billing/pricing'
import { formatNaira } from '@/lib/format/money'
import { parseQuantity } from '../cart'
import { planLinkKind, premiumTagline } from '../purchasable-plans'
import type { PurchasePeriod } from '../purchase-search'

type Props = {
  plan: Plan
  period: PurchasePeriod
  onAdd: (quantity: number) => void
}

/** One plan on the purchase page (spec §2): price, taglines, description, link, quantity and Add to cart. */
export function PlanCard({ plan, period, onAdd }: Props) {
  const { t, i18n } = useLingui()
  const headingId = useId()
  const [quantity, setQuantity] = useState<number | string>(1)
  const [error, setError] = useState<string | null>(null)
  const [added, setAdded] = useState<number | null>(null)
  const tagline = premiumTagline(plan.name)
  const price = formatNaira(priceFor(plan.price, period))

  // Spec §9: the "Added" confirmation shows for 1 s.
  useEffect(() => {
    if (added === null) return
    const timer = setTimeout(() => setAdded(null), DELAYS_MS.addedConfirmation)
    return () => clearTimeout(timer)
  }, [added])

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const result = parseQuantity(quantity)
    if (!result.ok) {
      // Spec §5: nothing is added, and the field says why.
      setError(result.reason === 'not-whole' ? t`Enter a whole number of plans.` : t`Enter a quantity of at least 1.`)
      return
    }
    setError(null)
    onAdd(result.quantity)
    setAdded(result.quantity)
  }

  const name = plan.name
  return (
    <Card component="article" aria-labelledby={headingId} withBorder padding="md" radius="md">
      <Stack gap="xs" h="100%">
        <Title order={2} id={headingId} fz="h3">
          {name}
        </Title>
        {tagline && (
          <Text fw={600} c="teal" size="sm">
            {i18n._(tagline)}
          </Text>
        )}
        <div>
          <Text fz="xl" fw={700} lh={1.2}>
            {price}
          </Text>
          <Text c="dimmed" fz="sm">
            {period === 'yearly' ? <Trans>per person, per year</Trans> : <Trans>per person, per quarter</Trans>}
          </Text>
        </div>
        <Text size="sm">{plan.description}</Text>
        <PlanLink plan={plan} />
        <form onSubmit={submit} noValidate style={{ marginTop: 'auto' }}>
          <Stack gap="xs">
            <NumberInput
              label={t`Quantity`}
              description={t`How many people this plan should cover`}
              value={quantity}
              onChange={(value) => {
                setQuantity(value)
                setError(null)
              }}
              min={1}
              // Marked and announced as required (spec §2); the form's own check says why (noValidate).
              required
              // Typed 0 stays 0 so the error can say why nothing was added (spec §5).
              clampBehavior="none"
              allowDecimal={false}
              // A typed minus stays, so "-3" is refused rather than silently read as 3 (decisions: 'What a new user tripped on').
              allowNegative
              inputMode="numeric"
              error={error}
            />
            <Button type="submit" fullWidth color={added === null ? undefined : 'teal'}>
              {added === null ? <Trans>Add to cart</Trans> : <Trans>Added</Trans>}
            </Button>
          </Stack>
          <VisuallyHidden role="status">{added === null ? '' : t`Added ${added} × ${name} to the cart.`}</VisuallyHidden>
        </form>
      </Stack>
    </Card>
  )
}

/** The health-benefits list, or for plan 22860 how it works (spec §2), on the provider's site. */
function PlanLink({ plan }: { plan: Plan }) {
  const kind = planLinkKind(plan)
  const name = plan.name
  return (
    <Anchor
      href={kind === 'how-it-works' ? config.planLinks.howItWorks : config.planLinks.benefits}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      // A link on its own line, not in a sentence: at least 24 px tall (WCAG 2.5.8).
      mih={24}
    >
      {kind === 'how-it-works' ? <Trans>How {name} works</Trans> : <Trans>See the health benefits of {name}</Trans>}
      <VisuallyHidden>
        <Trans>(opens in a new tab)</Trans>
      </VisuallyHidden>
    </Anchor>
  )
}
