import type { ReactElement } from 'react'

/**
 * Text from a user or the server inside `<Trans>`: Lingui reads `<tag>…</tag>`
 * in an interpolated string as markup and drops the tags (a name written as
 * `<b>Ada</b>` would lose them). An element value is placed as it is, so the
 * text shows verbatim. Where a message has no markup, `t` is simpler.
 */
export function verbatim(text: string): ReactElement {
  return <>{text}</>
}
