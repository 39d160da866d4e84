import { Center, Loader } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'

export function FullPageLoader() {
  const { t } = useLingui()
  return (
    <Center mih="50vh" role="status" aria-label={t`Loading`}>
      <Loader />
    </Center>
  )
}
