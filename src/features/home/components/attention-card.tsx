import { useId, type ReactNode } from 'react'
import { Badge, Group, Paper, Title } from '@mantine/core'

/** One card of the home page: its heading with the count, then what resolves it. */
export function AttentionCard({
  title,
  count,
  tone = 'blue',
  children,
}: {
  title: string
  count: number
  tone?: string
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby={headingId}>
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        <Badge color={tone} variant="light" size="lg" aria-hidden>
          {count}
        </Badge>
      </Group>
      {children}
    </Paper>
  )
}
