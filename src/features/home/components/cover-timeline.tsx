import { Box, Table, Text } from '@mantine/core'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { AnchorLink } from '@/components/links'
import { formatShortDate } from '@/lib/format/date'
import { SOON_DAYS, VERY_SOON_DAYS, type EndingCover } from '../attention'
import { daysBetween } from '@/lib/format/lagos-days'
import classes from './cover-timeline.module.css'

/** More bars than this would scroll a phone's screen away; the table below lists every invoice. */
const MAX_BARS = 12

type Cover = EndingCover & { startDate: string }

function tone(daysLeft: number): string {
  if (daysLeft <= VERY_SOON_DAYS) return 'var(--mantine-color-red-7)'
  if (daysLeft <= SOON_DAYS) return 'var(--mantine-color-orange-7)'
  return 'var(--mantine-color-teal-7)'
}

/**
 * Plain SVG, no chart library (decisions: 'Home'): one bar per active invoice from cover start to cover end on a
 * shared axis, with today's line. Each row is a link to its invoice, so the timeline is reached with Tab; the
 * table under "Show as a table" says the same in words.
 */
export function CoverTimeline({ covers, today }: { covers: readonly Cover[]; today: string }) {
  const { t } = useLingui()
  if (covers.length === 0) return null
  const shown = covers.slice(0, MAX_BARS)
  const first = shown.reduce((min, cover) => (cover.startDate < min ? cover.startDate : min), today)
  const last = shown.reduce((max, cover) => (cover.endDate > max ? cover.endDate : max), today)
  const span = Math.max(1, daysBetween(first, last) + 1)
  const x = (day: string) => (daysBetween(first, day) / span) * 100
  const todayX = x(today)
  const hidden = covers.length - shown.length
  return (
    <Box component="section" aria-labelledby="cover-timeline-heading" mt="lg">
      <Text component="h2" fw={700} size="lg" id="cover-timeline-heading" mb="xs">{t`Cover timeline`}</Text>
      <ul className={classes.rows}>
        {shown.map((cover) => {
          const ends = formatShortDate(cover.endDate)
          return (
            <li key={cover.ref}>
              <AnchorLink to="/dashboard/invoices/$invoiceId" params={{ invoiceId: cover.ref }} className={classes.row}>
                <span className={classes.label}>
                  {cover.ref}
                  {' · '}
                  <Plural value={cover.daysLeft} _0="ends today" one="# day left" other="# days left" />
                  <span className={classes.sr}>
                    {' '}
                    <Trans>(ends {ends})</Trans>
                  </span>
                </span>
                <svg className={classes.bar} viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden focusable="false">
                  <rect
                    x={x(cover.startDate)}
                    y={2}
                    width={Math.max(0.5, x(cover.endDate) + 100 / span - x(cover.startDate))}
                    height={6}
                    rx={1}
                    fill={tone(cover.daysLeft)}
                  />
                  <line x1={todayX} x2={todayX} y1={0} y2={10} stroke="currentColor" strokeWidth={0.6} vectorEffect="non-scaling-stroke" />
                </svg>
              </AnchorLink>
            </li>
          )
        })}
      </ul>
      <Text size="xs" c="dimmed">
        <Trans>The line marks today. Red: cover ends within 7 days; orange: within 30 days.</Trans>
        {hidden > 0 && (
          <>
            {' '}
            <Plural value={hidden} one="# more invoice is in the table." other="# more invoices are in the table." />
          </>
        )}
      </Text>
      <details className={classes.details}>
        <summary>{t`Show as a table`}</summary>
        <Table.ScrollContainer minWidth={320}>
          <Table>
            <caption className={classes.sr}>{t`Cover of each active invoice`}</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t`Invoice`}</Table.Th>
                <Table.Th scope="col">{t`Cover start`}</Table.Th>
                <Table.Th scope="col">{t`Cover end`}</Table.Th>
                <Table.Th scope="col">{t`Days left`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {covers.map((cover) => (
                <Table.Tr key={cover.ref}>
                  <Table.Td>{cover.ref}</Table.Td>
                  <Table.Td>{formatShortDate(cover.startDate)}</Table.Td>
                  <Table.Td>{formatShortDate(cover.endDate)}</Table.Td>
                  <Table.Td>{cover.daysLeft}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </details>
    </Box>
  )
}
