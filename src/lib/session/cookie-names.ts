/** The access token's cookie (spec §6, §9), named once: the service worker reads it too (sw/reminders.ts). */
export const TOKEN_COOKIE = 'rat'
