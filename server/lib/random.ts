/** Unpredictable values for tokens, reset codes and sign-up hashes. */
import { createHash, randomBytes, randomInt } from 'node:crypto'

export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('hex')
}

/** A 6-digit reset code (spec §9). */
export function randomCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/** A stable hash-like value, so the seed is deterministic. */
export function stableHash(seed: string, length = 32): string {
  return createHash('sha256').update(seed).digest('hex').slice(0, length)
}
