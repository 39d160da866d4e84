import { beforeEach, describe, expect, it } from 'vitest'
import { hideSignedInShell, showSignedInShell } from './signed-in-shell'

const shell = () => {
  const root = document.createElement('div')
  root.innerHTML = `
    <div class="boot-shell"><p>Plan owner dashboard</p></div>
    <div data-boot-dashboard hidden>
      <div data-boot-page="home" hidden><h1>Home</h1></div>
      <div data-boot-page="enrollees" hidden><h1>Enrollees</h1></div>
    </div>`
  return root
}
/** What is not hidden: the card, or the dashboard with the name of each page section it shows. */
const shown = (root: ParentNode) => {
  const visible = (el: Element | null) => el !== null && !el.hasAttribute('hidden')
  if (visible(root.querySelector('.boot-shell'))) return visible(root.querySelector('[data-boot-dashboard]')) ? 'both' : 'card'
  return [...root.querySelectorAll('[data-boot-page]')].filter(visible).map((el) => el.textContent.trim())
}

describe('showSignedInShell', () => {
  let root: HTMLElement
  beforeEach(() => (root = shell()))

  it.each([
    ['/dashboard/home', 'Home'],
    ['/dashboard/enrollees', 'Enrollees'],
    ['/dashboard/enrollees/', 'Enrollees'],
    ['/dashboard', 'Enrollees'],
    ['/', 'Enrollees'],
  ])('signed in, %s shows the dashboard with its page', (pathname, heading) => {
    expect(showSignedInShell({ pathname, signedIn: true, root })).toBe(true)
    expect(shown(root)).toEqual([heading])
  })

  it.each(['/login', '/dashboard/invoices', '/dashboard/enrollees/ABC-1', '/welcome'])('%s keeps the card', (pathname) => {
    expect(showSignedInShell({ pathname, signedIn: true, root })).toBe(false)
    expect(shown(root)).toBe('card')
  })

  it('signed out, the card stays', () => {
    expect(showSignedInShell({ pathname: '/dashboard/home', signedIn: false, root })).toBe(false)
    expect(shown(root)).toBe('card')
  })

  it('a failed load goes back to the card, which says so', () => {
    showSignedInShell({ pathname: '/dashboard/home', signedIn: true, root })
    hideSignedInShell(root)
    expect(shown(root)).toBe('card')
  })
})
