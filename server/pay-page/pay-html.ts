/** The stand-in payment page: plain HTML, every value escaped. */
import type { Payment } from '../billing/payments'

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char)

const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' })
const KIND_LABEL: Record<Payment['payload']['kind'], string> = {
  cart: 'New plan purchase',
  manual: 'Invoice payment',
  renew: 'Plan renewal',
  'variable-bill': 'Variable bill payment',
  'variable-renew': 'Plan renewal (variable billing)',
}

function layout(title: string, content: string): string {
  return `<!doctype html>
<html lang="en-NG"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f6fb;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;box-shadow:0 4px 24px #0002;padding:2rem;max-width:26rem;width:90%}
h1{font-size:1.25rem;margin:0 0 .5rem}.amount{font-size:2rem;font-weight:700;margin:1rem 0}
.muted{color:#555;font-size:.9rem}form{display:inline}button{font-size:1rem;padding:.6rem 1.4rem;border-radius:8px;border:0;cursor:pointer;margin:1rem .5rem 0 0}
.pay{background:#0b7a3e;color:#fff}.cancel{background:#e6e8ee}
</style></head><body><main>${content}</main></body></html>`
}

export function payPage(payment: Payment): string {
  const ref = escapeHtml(encodeURIComponent(payment.reference))
  const heading = `<h1>${escapeHtml(KIND_LABEL[payment.payload.kind])}</h1>
<p class="muted">Invoice ${escapeHtml(payment.invoice_ref)} · reference ${escapeHtml(payment.reference)}</p>
<p class="amount" data-testid="amount">${escapeHtml(naira.format(payment.amount))}</p>`
  if (payment.status === 'paid') {
    return layout('Payment complete', `${heading}<p>This payment has been completed.</p>`)
  }
  return layout(
    'Pay with card',
    `${heading}<p class="muted">Local payment stand-in: no card is charged.</p>
<form method="post" action="/pay/${ref}/confirm"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="/pay/${ref}/cancel"><button class="cancel" type="submit">Cancel</button></form>`,
  )
}

export function notFoundPage(): string {
  return layout('Payment not found', '<h1>Payment not found</h1><p>This payment link is unknown or has expired.</p>')
}
