import { List, Text } from '@mantine/core'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { AnchorLink } from '@/components/links'
import { RemindMe } from '@/components/reminders/remind-me'
import { formatShortDate } from '@/lib/format/date'
import { statusLabel } from '@/lib/format/status'
import type { Attention } from '../attention'
import { VERY_SOON_DAYS } from '../attention'
import { AttentionCard } from './attention-card'

/** Cover ending within 30 days (soonest first) and cover already ended: both resolved on the invoice's page. */
export function CoverCards({ endingSoon, ended }: Pick<Attention, 'endingSoon' | 'ended'>) {
  const { t, i18n } = useLingui()
  return (
    <>
      {endingSoon.length > 0 && (
        <AttentionCard
          title={t`Cover ending soon`}
          count={endingSoon.length}
          tone={endingSoon[0]?.daysLeft !== undefined && endingSoon[0].daysLeft <= VERY_SOON_DAYS ? 'red' : 'yellow'}
        >
          <List spacing={4} listStyleType="none" p={0}>
            {endingSoon.map(({ ref, endDate, daysLeft }) => {
              const ends = formatShortDate(endDate)
              return (
                <List.Item key={ref}>
                  <AnchorLink to="/dashboard/invoices/$invoiceId" params={{ invoiceId: ref }}>
                    {ref}
                  </AnchorLink>
                  {': '}
                  <Plural value={daysLeft} _0="ends today" one="# day left" other="# days left" />
                  <Text span c="dimmed" size="sm">
                    {' '}
                    <Trans>(ends {ends})</Trans>
                  </Text>{' '}
                  <RemindMe referenceCode={ref} endDate={endDate} />
                </List.Item>
              )
            })}
          </List>
        </AttentionCard>
      )}
      {ended.length > 0 && (
        <AttentionCard title={t`Cover ended`} count={ended.length} tone="red">
          <List spacing={4} listStyleType="none" p={0}>
            {ended.map(({ ref, status }) => {
              const label = i18n._(statusLabel(status))
              return (
                <List.Item key={ref}>
                  <AnchorLink to="/dashboard/invoices/$invoiceId" params={{ invoiceId: ref }}>
                    <Trans>Renew {ref}</Trans>
                  </AnchorLink>
                  <Text span c="dimmed" size="sm">
                    {' '}
                    ({label})
                  </Text>
                </List.Item>
              )
            })}
          </List>
        </AttentionCard>
      )}
    </>
  )
}

/** Unpaid or part-paid invoices, each linking to its page (where Pay is). */
export function UnpaidCard({ unpaid }: Pick<Attention, 'unpaid'>) {
  const { t } = useLingui()
  if (unpaid.length === 0) return null
  return (
    <AttentionCard title={t`Unpaid or part-paid invoices`} count={unpaid.length} tone="orange">
      <List spacing={4} listStyleType="none" p={0}>
        {unpaid.map(({ ref, partial }) => (
          <List.Item key={ref}>
            <AnchorLink to="/dashboard/invoices/$invoiceId" params={{ invoiceId: ref }}>
              {ref}
            </AnchorLink>
            {': '}
            {partial ? t`part-paid` : t`not paid`}
          </List.Item>
        ))}
      </List>
    </AttentionCard>
  )
}
