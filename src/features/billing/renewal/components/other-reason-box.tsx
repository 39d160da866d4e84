import { Button, Group, Textarea } from '@mantine/core'
import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { MAX_LENGTH } from '@/lib/contract/common'

type Props = {
  sending: boolean
  onSend: (text: string) => void
}

/**
 * The text box behind the "Other" expiry reason. The API refuses "Other"
 * without words (the contract's rule), so the box is required before sending;
 * the step itself stays optional, so Next never waits for it.
 */
export function OtherReasonBox({ sending, onSend }: Props) {
  const { t } = useLingui()
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const max = MAX_LENGTH.reason

  const send = () => {
    const trimmed = text.trim()
    if (!trimmed) {
      setError(t`Please tell us why the plan expired.`)
      return
    }
    setError(null)
    onSend(trimmed)
  }

  return (
    <Group align="flex-end" gap="sm">
      <Textarea
        label={t`Tell us why`}
        required
        rows={3}
        maxLength={max}
        description={t`Up to ${max} characters.`}
        value={text}
        error={error}
        onChange={(event) => {
          setText(event.currentTarget.value)
          if (error) setError(null)
        }}
        style={{ flex: 1 }}
      />
      <Button variant="light" onClick={send} loading={sending}>
        <Trans>Send</Trans>
      </Button>
    </Group>
  )
}
