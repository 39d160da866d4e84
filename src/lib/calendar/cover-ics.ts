/**
 * An iCalendar file (RFC 5545) with one all-day event on the day a cover ends and an alarm some days before:
 * written by hand, a few lines, rather than a dependency (decisions: 'Home'). The words come in translated.
 */
export type CoverEvent = {
  /** Stable per invoice, so importing the file again updates the event instead of adding a second one. */
  uid: string
  /** `YYYY-MM-DD`, the last covered day. */
  endDate: string
  summary: string
  description: string
  url: string
  alarms: readonly { daysBefore: number; description: string }[]
  /** When the file was made (DTSTAMP). */
  now: Date
}

/** RFC 5545 section 3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
function text(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')
}

/** RFC 5545 section 3.1: lines longer than 75 octets are folded, the continuation starting with a space. */
function fold(line: string): string {
  const bytes = new TextEncoder()
  const parts: string[] = []
  let current = ''
  for (const char of line) {
    if (bytes.encode(current + char).length > (parts.length === 0 ? 75 : 74)) {
      parts.push(current)
      current = ''
    }
    current += char
  }
  parts.push(current)
  return parts.join('\r\n ')
}

const day = (iso: string) => iso.replace(/-/g, '')

function nextDay(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + 1)
  return date.toISOString().slice(0, 10)
}

export function coverIcs(event: CoverEvent): string {
  const stamp = event.now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Plan owner dashboard//Cover reminders//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    // An all-day event: DATE values, DTEND the day after (exclusive).
    `DTSTART;VALUE=DATE:${day(event.endDate)}`,
    `DTEND;VALUE=DATE:${day(nextDay(event.endDate))}`,
    `SUMMARY:${text(event.summary)}`,
    `DESCRIPTION:${text(event.description)}`,
    `URL;VALUE=URI:${event.url}`,
    'TRANSP:TRANSPARENT',
    ...event.alarms.flatMap((alarm) => [
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${text(alarm.description)}`,
      `TRIGGER:-P${alarm.daysBefore}D`,
      'END:VALARM',
    ]),
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(fold).join('\r\n')}\r\n`
}
