/** Accounts contract (spec §3 authenticated user, §7 Accounts). */
import * as v from 'valibot'
import { MAX_LENGTH, atMost, envelope, messageEnvelope, requiredText } from './common'

export const RESET_CODE_LENGTH = 6
export const PASSWORD_MIN_LENGTH = 6

export const loginRequest = v.object({
  username: requiredText('Email address is required'),
  password: v.pipe(v.string(), v.nonEmpty('Password is required'), atMost('Password', MAX_LENGTH.password)),
  /**
   * Whether the session should outlast this visit: the token lives 30 days with it, 2 days without.
   * Optional (absent = false), so a caller that does not ask gets the short session.
   */
  remember_me: v.optional(v.boolean()),
})
export type LoginRequest = v.InferOutput<typeof loginRequest>

const roleName = v.string()
export const role = v.object({
  name: roleName,
  display_name: v.string(),
  url: v.string(),
  can_access: v.boolean(),
})
export type Role = v.InferOutput<typeof role>

const basicInfo = v.object({
  first_name: v.string(),
  last_name: v.string(),
  email_address: v.string(),
  phone_number: v.nullable(v.string()),
  is_internal_user: v.boolean(),
})

/** Body of POST /accounts/login and POST /auth/accounts. */
const accountData = v.object({
  basic_info: basicInfo,
  access_token: v.string(),
  daara_token: v.string(),
  daara_refresh_token: v.string(),
  roles: v.array(role),
})
export type AccountData = v.InferOutput<typeof accountData>
export const accountResponse = envelope(accountData)

/* ---- Password reset (spec §7 Accounts, §5 rules, §8 messages) ---- */

const resetCode = v.pipe(
  v.string('The code field is required.'),
  v.trim(),
  v.nonEmpty('The code field is required.'),
  v.length(RESET_CODE_LENGTH, `The code must be ${RESET_CODE_LENGTH} characters.`),
)
const newPassword = v.pipe(
  v.string('The password field is required.'),
  v.nonEmpty('The password field is required.'),
  v.minLength(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`),
  atMost('The password', MAX_LENGTH.password),
)
const PASSWORDS_DIFFER = 'The passwords you entered do not match.'

/** 1 = e-mail, 2 = phone (spec §2 forgot-password form). */
const resetMethod = v.picklist([1, 2], 'The type field is required.')

export const resetGenerateRequest = v.object({
  username: requiredText('The username field is required.'),
  type: resetMethod,
  /** The app page the e-mailed link opens (`/reset-password`). */
  redirect_url: v.pipe(v.string('The redirect url field is required.'), v.url('The redirect url must be a valid URL.')),
  /** The page the user came from; returned as `redirect_url` after the reset. */
  source_url: v.pipe(v.string('The source url field is required.'), v.url('The source url must be a valid URL.')),
})

export const resetVerifyRequest = v.object({ code: resetCode })
export const resetVerifyResponse = envelope(v.object({ code: v.string() }))

/** 1 = date of birth, 2 = last 6 digits of the phone number (spec §3). */
const securityQuestionId = v.picklist([1, 2], 'The question id field is required.')
const securityQuestion = v.object({ id: securityQuestionId, question: v.string() })
export type SecurityQuestion = v.InferOutput<typeof securityQuestion>

export const questionGenerateRequest = v.object({ code: resetCode })
export const questionGenerateResponse = envelope(securityQuestion)

export const questionVerifyRequest = v.object({
  /** DD-MM-YYYY for question 1, digits for question 2. */
  answer: requiredText('The answer field is required.'),
  code: resetCode,
  question_id: securityQuestionId,
})
export type QuestionVerifyRequest = v.InferOutput<typeof questionVerifyRequest>

/** Either the multi-step `code` or the e-mailed link's `token` identifies the reset. */
export const resetPasswordRequest = v.pipe(
  v.object({
    code: v.optional(v.string()),
    token: v.optional(v.string()),
    password: newPassword,
    confirm_password: v.string('The confirm password field is required.'),
  }),
  v.forward(
    v.partialCheck([['password'], ['confirm_password']], (input) => input.password === input.confirm_password, PASSWORDS_DIFFER),
    ['confirm_password'],
  ),
)
export type ResetPasswordRequest = v.InferOutput<typeof resetPasswordRequest>
export const resetPasswordResponse = envelope(v.object({ token: v.string(), redirect_url: v.string() }))

/** Sent as `application/x-www-form-urlencoded` (spec §7) or JSON. */
export const changePasswordRequest = v.pipe(
  v.object({
    old_password: v.pipe(v.string('The old password field is required.'), v.nonEmpty('The old password field is required.')),
    new_password: v.pipe(
      v.string('The new password field is required.'),
      v.nonEmpty('The new password field is required.'),
      v.minLength(PASSWORD_MIN_LENGTH, `The new password must be at least ${PASSWORD_MIN_LENGTH} characters.`),
      atMost('The new password', MAX_LENGTH.password),
    ),
    confirm_new_password: v.string('The confirm new password field is required.'),
  }),
  v.forward(
    v.partialCheck(
      [['new_password'], ['confirm_new_password']],
      (input) => input.new_password === input.confirm_new_password,
      PASSWORDS_DIFFER,
    ),
    ['confirm_new_password'],
  ),
)
export type ChangePasswordRequest = v.InferOutput<typeof changePasswordRequest>

/* ---- Response schemas of the calls that only answer a message ---- */
export const logoutResponse = messageEnvelope
export const resetGenerateResponse = messageEnvelope
export const questionVerifyResponse = messageEnvelope
export const changePasswordResponse = messageEnvelope
