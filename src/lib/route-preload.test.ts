import { describe, expect, it } from 'vitest'
import { filesFor, parseRouteFiles, preloadRouteFiles, routeMatches, ROUTE_FILES_ELEMENT_ID } from './route-preload'

const list = JSON.stringify({
  '*': ['/assets/main.js', '/assets/app.js', '/assets/app.css'],
  'dashboard/*': ['/assets/dashboard.js', '/assets/shared.js'],
  'dashboard/enrollees': ['/assets/enrollees.js', '/assets/shared.js', '/assets/enrollees.css'],
  'dashboard/enrollees/:': ['/assets/enrollee.js'],
  'reset-password/*': ['/assets/reset-splat.js'],
})

describe('which files the opened address needs', () => {
  it('matches literal segments, parameters and the rest-of-address wildcard', () => {
    expect(routeMatches('dashboard/enrollees', '/dashboard/enrollees')).toBe(true)
    expect(routeMatches('dashboard/enrollees', '/dashboard/enrollees/')).toBe(true)
    expect(routeMatches('dashboard/enrollees', '/dashboard/enrollees/1001')).toBe(false)
    expect(routeMatches('dashboard/enrollees', '/dashboard/invoices')).toBe(false)
    expect(routeMatches('dashboard/enrollees/:', '/dashboard/enrollees/1001')).toBe(true)
    expect(routeMatches('dashboard/enrollees/:', '/dashboard/enrollees')).toBe(false)
    expect(routeMatches('dashboard/*', '/dashboard')).toBe(true)
    expect(routeMatches('dashboard/*', '/dashboard/invoices/7/anything')).toBe(true)
    expect(routeMatches('dashboard/*', '/login')).toBe(false)
    expect(routeMatches('*', '/')).toBe(true)
  })

  it('lists the app first, then the layouts and the page, each file once', () => {
    expect(filesFor(parseRouteFiles(list), '/dashboard/enrollees')).toEqual([
      '/assets/main.js',
      '/assets/app.js',
      '/assets/app.css',
      '/assets/dashboard.js',
      '/assets/shared.js',
      '/assets/enrollees.js',
      '/assets/enrollees.css',
    ])
    expect(filesFor(parseRouteFiles(list), '/login')).toEqual(['/assets/main.js', '/assets/app.js', '/assets/app.css'])
  })

  it('reads a missing, broken or odd list as no list, and skips entries that are not file lists', () => {
    expect(parseRouteFiles(null)).toEqual([])
    expect(parseRouteFiles('{not json')).toEqual([])
    expect(parseRouteFiles('"text"')).toEqual([])
    expect(parseRouteFiles('{"login": "x.js", "help": ["help.js", 3], "home": ["home.js"]}')).toEqual([['home', ['home.js']]])
  })
})

describe('preloading in the boot script', () => {
  it('adds a modulepreload link per script and a style preload per stylesheet, in CORS mode as Vite asks, nothing that runs', () => {
    const doc = document.implementation.createHTMLDocument('')
    const block = doc.createElement('script')
    block.type = 'application/json'
    block.id = ROUTE_FILES_ELEMENT_ID
    block.textContent = list
    doc.head.append(block)

    preloadRouteFiles(doc, '/dashboard/enrollees/1001')

    const links = [...doc.head.querySelectorAll('link')].map((link) => [
      link.rel,
      link.getAttribute('as'),
      link.getAttribute('href'),
      link.getAttribute('crossorigin'),
    ])
    expect(links).toEqual([
      ['modulepreload', null, '/assets/main.js', ''],
      ['modulepreload', null, '/assets/app.js', ''],
      ['preload', 'style', '/assets/app.css', ''],
      ['modulepreload', null, '/assets/dashboard.js', ''],
      ['modulepreload', null, '/assets/shared.js', ''],
      ['modulepreload', null, '/assets/enrollee.js', ''],
    ])
    expect(doc.querySelectorAll('script')).toHaveLength(1)
  })

  it('does nothing without the list (a development server, an old cached page)', () => {
    const doc = document.implementation.createHTMLDocument('')
    preloadRouteFiles(doc, '/dashboard/enrollees')
    expect(doc.head.querySelectorAll('link')).toHaveLength(0)
  })
})
