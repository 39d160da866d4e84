/** The lines table and the totals of the invoice PDF; a line never splits across pages. */
import type { jsPDF } from 'jspdf'
import type { DocumentContent } from '../use-document-content'
import { A4, FONT, INK, MARGIN, MUTED, RULE, SHADE } from './layout'

const RIGHT = A4.width - MARGIN
const BOTTOM = A4.height - MARGIN
/** Right edges of the number columns; the name takes what is left of them. */
const COLUMNS = { enrollees: 118, unitPrice: 152, amount: RIGHT } as const
const NAME_WIDTH = 82
const LINE_HEIGHT = 4.6
const PADDING = 2.4

/** jsPDF's line wrapping, typed: its declaration answers `any`. */
export function wrapText(pdf: jsPDF, text: string, width: number): string[] {
  const lines: unknown = pdf.splitTextToSize(text, width)
  return Array.isArray(lines) ? lines.map((line) => String(line)) : [text]
}

function drawColumnHeads(pdf: jsPDF, content: DocumentContent, top: number): number {
  const height = LINE_HEIGHT + 2 * PADDING
  pdf.setFillColor(SHADE).rect(MARGIN, top, RIGHT - MARGIN, height, 'F')
  pdf.setFont(FONT, 'bold').setFontSize(9).setTextColor(INK)
  const baseline = top + PADDING + 3.4
  pdf.text(content.columns.name, MARGIN + 2, baseline)
  pdf.text(content.columns.enrollees, COLUMNS.enrollees, baseline, { align: 'right' })
  pdf.text(content.columns.unitPrice, COLUMNS.unitPrice, baseline, { align: 'right' })
  pdf.text(content.columns.amount, COLUMNS.amount - 2, baseline, { align: 'right' })
  return top + height
}

/** Returns the y below the last line. A line that would cross the bottom margin starts the next page. */
export function drawLines(pdf: jsPDF, content: DocumentContent, top: number): number {
  pdf.setFont(FONT, 'bold').setFontSize(11).setTextColor(INK)
  pdf.text(content.linesHeading, MARGIN, top)
  let y = drawColumnHeads(pdf, content, top + 3)
  for (const line of content.lines) {
    pdf.setFont(FONT, 'normal').setFontSize(10)
    const name = wrapText(pdf, line.name, NAME_WIDTH)
    const rows = name.length + (line.note ? 1 : 0)
    const height = rows * LINE_HEIGHT + 2 * PADDING
    if (y + height > BOTTOM) {
      pdf.addPage()
      y = drawColumnHeads(pdf, content, MARGIN)
    }
    const baseline = y + PADDING + 3.4
    pdf.setTextColor(INK)
    pdf.text(name, MARGIN + 2, baseline)
    pdf.text(line.enrollees, COLUMNS.enrollees, baseline, { align: 'right' })
    pdf.text(line.unitPrice, COLUMNS.unitPrice, baseline, { align: 'right' })
    pdf.text(line.amount, COLUMNS.amount - 2, baseline, { align: 'right' })
    if (line.note) {
      pdf.setFontSize(8.5).setTextColor(MUTED)
      pdf.text(line.note, MARGIN + 2, baseline + name.length * LINE_HEIGHT)
    }
    y += height
    pdf.setDrawColor(RULE).setLineWidth(0.2).line(MARGIN, y, RIGHT, y)
  }
  return y
}

/** Sub-total to balance, right-aligned, kept together on one page. */
export function drawTotals(pdf: jsPDF, content: DocumentContent, top: number) {
  const rowHeight = 6.2
  let y = top
  if (top + rowHeight * content.totals.length > BOTTOM) {
    pdf.addPage()
    y = MARGIN
  }
  for (const row of content.totals) {
    y += rowHeight
    pdf
      .setFont(FONT, row.strong ? 'bold' : 'normal')
      .setFontSize(row.strong ? 11 : 10)
      .setTextColor(INK)
    pdf.text(row.label, 112, y)
    pdf.text(row.value, COLUMNS.amount - 2, y, { align: 'right' })
  }
}
