/**
 * The invoice PDF, made on the phone from the document's own words (decisions: 'Invoices as documents').
 * Loaded with `import()` only when someone asks for a PDF: jsPDF and the fonts stay out of every screen.
 * Text is real text in an embedded Noto Sans subset (the standard PDF fonts have no ₦), so it can be
 * selected, searched and read aloud.
 */
import { jsPDF } from 'jspdf'
import type { DocumentContent } from '../use-document-content'
import { drawLines, drawTotals, wrapText } from './draw-table'
import { loadFonts, type FontFiles } from './fonts'
import { A4, FONT, INK, MARGIN, MUTED } from './layout'

/** Shield and cross of the provider's mark (src/components/logo.tsx), as a polygon in a 48-unit box. */
const SHIELD: [number, number][] = [
  [24, 3],
  [6, 10],
  [6, 22],
  [8.5, 31],
  [14.5, 39],
  [24, 45],
  [33.5, 39],
  [39.5, 31],
  [42, 22],
  [42, 10],
]

function drawLogo(pdf: jsPDF, x: number, y: number, size: number) {
  const scale = size / 48
  const [first, ...rest] = SHIELD.map(([px, py]): [number, number] => [x + px * scale, y + py * scale])
  if (!first) return
  const steps = rest.map(([px, py], index): [number, number] => {
    const [fromX, fromY] = index === 0 ? first : (rest[index - 1] ?? first)
    return [px - fromX, py - fromY]
  })
  pdf.setFillColor('#0b6e4f')
  pdf.lines(steps, first[0], first[1], [1, 1], 'F', true)
  pdf.setFillColor('#ffffff')
  pdf.rect(x + 21 * scale, y + 14 * scale, 6 * scale, 20 * scale, 'F')
  pdf.rect(x + 14 * scale, y + 21 * scale, 20 * scale, 6 * scale, 'F')
}

function drawHeader(pdf: jsPDF, content: DocumentContent): number {
  drawLogo(pdf, MARGIN, MARGIN, 14)
  pdf.setFont(FONT, 'bold').setFontSize(13).setTextColor(INK)
  pdf.text(content.provider.name, MARGIN + 17, MARGIN + 5)
  pdf.setFont(FONT, 'normal').setFontSize(8.5).setTextColor(MUTED)
  content.provider.contacts.forEach((contact, index) => pdf.text(contact, MARGIN + 17, MARGIN + 10 + index * 4))
  pdf.setFont(FONT, 'bold').setFontSize(22).setTextColor(INK)
  pdf.text(content.title, A4.width - MARGIN, MARGIN + 7, { align: 'right' })
  pdf.setFont(FONT, 'bold').setFontSize(11).setTextColor(MUTED)
  pdf.text(content.details[0]?.value ?? '', A4.width - MARGIN, MARGIN + 13, { align: 'right' })
  return MARGIN + 10 + content.provider.contacts.length * 4 + 6
}

/** Billed-to on the left, the invoice's details on the right; returns where the next block starts. */
function drawParties(pdf: jsPDF, content: DocumentContent, top: number): number {
  const half = (A4.width - 2 * MARGIN) / 2
  pdf.setFont(FONT, 'bold').setFontSize(9).setTextColor(MUTED)
  pdf.text(content.billedTo.heading, MARGIN, top)
  pdf.text(content.detailsHeading, MARGIN + half + 4, top)
  pdf.setFont(FONT, 'normal').setFontSize(10).setTextColor(INK)
  let left = top + 5.5
  for (const line of content.billedTo.lines) {
    const wrapped = wrapText(pdf, line, half - 6)
    pdf.text(wrapped, MARGIN, left)
    left += wrapped.length * 4.6
  }
  let right = top + 5.5
  const labelWidth = 35
  for (const row of content.details) {
    pdf.setFontSize(8.5).setTextColor(MUTED)
    pdf.text(row.label, MARGIN + half + 4, right)
    pdf.setFontSize(10).setTextColor(INK)
    const wrapped = wrapText(pdf, row.value, half - 4 - labelWidth)
    pdf.text(wrapped, MARGIN + half + 4 + labelWidth, right)
    right += wrapped.length * 4.6
  }
  return Math.max(left, right) + 6
}

function drawPageNumbers(pdf: jsPDF) {
  const pages = pdf.getNumberOfPages()
  if (pages < 2) return
  pdf.setFont(FONT, 'normal').setFontSize(8).setTextColor(MUTED)
  for (let page = 1; page <= pages; page += 1) {
    pdf.setPage(page)
    pdf.text(`${page} / ${pages}`, A4.width - MARGIN, A4.height - MARGIN / 2, { align: 'right' })
  }
}

/** The PDF as a file named for the share sheet and the downloads folder. */
export async function makeInvoicePdf(content: DocumentContent, fonts: FontFiles = loadFonts()): Promise<File> {
  const pdf = new jsPDF({ unit: 'mm', format: 'a4', compress: true, putOnlyUsedFonts: true })
  const { regular, bold } = await fonts
  pdf.addFileToVFS('noto-sans-regular.ttf', regular)
  pdf.addFont('noto-sans-regular.ttf', FONT, 'normal')
  pdf.addFileToVFS('noto-sans-bold.ttf', bold)
  pdf.addFont('noto-sans-bold.ttf', FONT, 'bold')
  pdf.setProperties({ title: `${content.title} ${content.details[0]?.value ?? ''}`.trim(), creator: content.provider.name })
  pdf.setLineHeightFactor(1.25)
  const afterHeader = drawHeader(pdf, content)
  const afterParties = drawParties(pdf, content, afterHeader)
  const afterLines = drawLines(pdf, content, afterParties)
  drawTotals(pdf, content, afterLines + 4)
  drawPageNumbers(pdf)
  return new File([pdf.output('blob')], content.fileName, { type: 'application/pdf' })
}
