import { LOCALE } from '@/config/constants'

const amount = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
})

/** `1234.5` → `1,234.50` (spec §9: prices formatted #,###.00). */
export function formatAmount(value: number): string {
  return amount.format(value)
}

/** `1234.5` → `₦1,234.50`. */
export function formatNaira(value: number): string {
  const sign = value < 0 ? '-' : ''
  return `${sign}₦${formatAmount(Math.abs(value))}`
}
