/** A4 in millimetres, the margins the print stylesheet uses too, and the PDF's colours. */
export const A4 = { width: 210, height: 297 } as const
export const MARGIN = 18
export const FONT = 'NotoSans'
export const INK = '#1a1b1e'
export const MUTED = '#5c5f66'
export const RULE = '#ced4da'
export const SHADE = '#f1f3f5'
