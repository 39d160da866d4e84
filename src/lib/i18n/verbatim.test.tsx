import { afterEach, describe, expect, it, vi } from 'vitest'
import { render } from '@testing-library/react'
import { I18nProvider, Trans } from '@lingui/react'
import { setupI18n } from './i18n'
import { verbatim } from './verbatim'

const NAME = '"><script>window.__xss=1</script> <b>Ada</b>'

/** The runtime `Trans` the macro compiles to, with an id absent from the catalog (the message is the fallback). */
function renderMessage(value: unknown) {
  return render(
    <I18nProvider i18n={setupI18n()}>
      <p>
        <Trans id="verbatim.test" message="{name} has completed their profile." values={{ name: value }} />
      </p>
    </I18nProvider>,
  )
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('verbatim', () => {
  it('shows user text inside a message exactly as typed, creating no element', () => {
    const { container } = renderMessage(verbatim(NAME))
    expect(container.textContent).toBe(`${NAME} has completed their profile.`)
    expect(container.querySelectorAll('script, b')).toHaveLength(0)
  })

  it('is needed: a plain string value loses its tags to Lingui', () => {
    // Lingui complains about the "elements" it found; that is the point here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { container } = renderMessage(NAME)
    expect(container.textContent).not.toBe(`${NAME} has completed their profile.`)
  })
})
