/** The e-mail (link and code) or SMS (code) of a password-reset request. */
import type { AppContext } from '../context'
import { sendToOutbox } from '../lib/outbox'
import { RESET_VALID_MS } from './reset-requests'
import type { User } from './users'

function resetLink(redirectUrl: string, token: string, expiry: number): string {
  const url = new URL(redirectUrl)
  url.searchParams.set('token', token)
  url.searchParams.set('expiry', String(expiry))
  return url.toString()
}

export function sendResetMessage(ctx: AppContext, input: { user: User; type: 1 | 2; code: string; token: string; redirectUrl: string }) {
  const { user, code } = input
  if (input.type === 2 && user.phone_number) {
    sendToOutbox(ctx, {
      to: user.phone_number,
      channel: 'sms',
      subject: 'Password reset code',
      code,
      body: `Your password reset code is ${code}. It expires in 24 hours.`,
    })
    return
  }
  const link = resetLink(input.redirectUrl, input.token, ctx.now().getTime() + RESET_VALID_MS)
  sendToOutbox(ctx, {
    to: user.email,
    channel: 'email',
    subject: 'Reset your password',
    link,
    code,
    body: [
      `Hello ${user.first_name},`,
      `Open this link to set a new password (valid for 24 hours): ${link}`,
      `Or enter this code: ${code}`,
      'If you did not ask for this, ignore this message.',
    ].join('\n\n'),
  })
}
