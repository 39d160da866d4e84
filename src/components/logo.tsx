import { useLingui } from '@lingui/react/macro'

/** The provider's mark: a shield with a cross, drawn inline so it never waits for the network. */
export function Logo({ size = 40 }: { size?: number }) {
  const { t } = useLingui()
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" role="img" aria-label={t`HMO logo`}>
      <path d="M24 3 6 10v12c0 11.6 7.7 20.6 18 23 10.3-2.4 18-11.4 18-23V10L24 3Z" fill="#0b6e4f" />
      <path d="M21 14h6v7h7v6h-7v7h-6v-7h-7v-6h7z" fill="#fff" />
    </svg>
  )
}
