import { useEffect } from 'react'
import { Title, type TitleOrder } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'

/** The page heading, also used as the document title so tabs and history read well. */
export function PageTitle({ children, order = 1 }: { children: string; order?: TitleOrder }) {
  const { t } = useLingui()
  useEffect(() => {
    document.title = `${children} · ${t`Plan owner dashboard`}`
  }, [children, t])
  return (
    <Title order={order} mb="md" fz={{ base: 'h2', sm: 'h1' }}>
      {children}
    </Title>
  )
}
