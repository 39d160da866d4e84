import { describe, expect, it } from 'vitest'
import { coverIcs } from './cover-ics'

/** A small RFC 5545 reader: unfolds lines, then lists each property with its parameters, as a calendar app would. */
function parse(ics: string) {
  const lines = ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)
  return lines.map((line) => {
    const colon = line.indexOf(':')
    const [name = '', ...params] = line.slice(0, colon).split(';')
    return {
      name,
      params,
      value: line
        .slice(colon + 1)
        .replace(/\\n/g, '\n')
        .replace(/\\([,;\\])/g, '$1'),
    }
  })
}

const event = {
  uid: 'cover-end-INV-1003@localhost',
  endDate: '2026-04-30',
  summary: 'Cover for INV-1003 ends',
  description: 'Renew INV-1003; your staff, family and you stay covered, on: https://app.example/dashboard/invoices/INV-1003',
  url: 'https://app.example/dashboard/invoices/INV-1003',
  alarms: [
    { daysBefore: 14, description: 'Cover for INV-1003 ends in 14 days' },
    { daysBefore: 3, description: 'Cover for INV-1003 ends in 3 days' },
  ],
  now: new Date('2026-04-01T09:30:15.123Z'),
}

describe('coverIcs', () => {
  it('is one all-day event on the cover end date, with the renewal link and an alarm per chosen day', () => {
    const ics = coverIcs(event)
    expect(ics.endsWith('\r\n')).toBe(true)
    expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true)
    const props = parse(ics)
    const value = (name: string) => props.filter((prop) => prop.name === name).map((prop) => prop.value)
    expect(value('BEGIN')).toEqual(['VCALENDAR', 'VEVENT', 'VALARM', 'VALARM'])
    expect(props.find((prop) => prop.name === 'DTSTART')).toEqual({ name: 'DTSTART', params: ['VALUE=DATE'], value: '20260430' })
    // The end of an all-day event is exclusive: the next day, across a month end.
    expect(value('DTEND')).toEqual(['20260501'])
    expect(value('DTSTAMP')).toEqual(['20260401T093015Z'])
    expect(value('TRIGGER')).toEqual(['-P14D', '-P3D'])
    expect(value('DESCRIPTION')).toEqual([event.description, 'Cover for INV-1003 ends in 14 days', 'Cover for INV-1003 ends in 3 days'])
    expect(value('URL')).toEqual(['https://app.example/dashboard/invoices/INV-1003'])
    expect(value('UID')).toEqual(['cover-end-INV-1003@localhost'])
  })

  it('ends a year-end cover on 1 January', () => {
    const props = parse(coverIcs({ ...event, endDate: '2026-12-31', alarms: [] }))
    expect(props.filter((prop) => prop.name === 'DTEND').map((prop) => prop.value)).toEqual(['20270101'])
    expect(props.some((prop) => prop.name === 'TRIGGER')).toBe(false)
  })
})
