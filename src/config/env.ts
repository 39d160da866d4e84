import { parseEnv } from './env-schema'

/** The app's configuration, validated once at start-up. */
const env = parseEnv(import.meta.env)

export const config = {
  apiBaseUrl: env.VITE_API_BASE_URL.replace(/\/$/, ''),
  /**
   * The only pages a checkout may send the browser to: the provider's (https),
   * or, unconfigured, the local API's stand-in (`/pay/…` on the API's origin, http allowed there).
   */
  paymentPages: env.VITE_PAYMENT_PAGE_ORIGIN
    ? { origin: env.VITE_PAYMENT_PAGE_ORIGIN, standIn: false }
    : { origin: new URL(env.VITE_API_BASE_URL).origin, standIn: true },
  providerName: env.VITE_PROVIDER_NAME,
  support: {
    email: env.VITE_SUPPORT_EMAIL,
    phone: env.VITE_SUPPORT_PHONE,
    messagingUrl: env.VITE_SUPPORT_MESSAGING_URL,
    socialUrl: env.VITE_SUPPORT_SOCIAL_URL,
  },
  accountsSiteUrl: env.VITE_ACCOUNTS_SITE_URL,
  planLinks: { benefits: env.VITE_PLAN_BENEFITS_URL, howItWorks: env.VITE_HOW_IT_WORKS_URL },
  roleHosts: {
    user: env.VITE_ROLE_HOST_USER,
    enrollee: env.VITE_ROLE_HOST_ENROLLEE,
    client: env.VITE_ROLE_HOST_CLIENT,
  },
  cookieDomain: env.VITE_COOKIE_DOMAIN,
  offlineCacheDays: env.VITE_OFFLINE_CACHE_DAYS,
  /** The pseudo-locale among the languages offered (with `features.languageOptions`): a test build's. */
  pseudoLocale: env.VITE_PSEUDO_LOCALE,
  features: {
    languageOptions: env.VITE_FEATURE_LANGUAGE_OPTIONS,
    manageEnrollees: env.VITE_FEATURE_MANAGE_ENROLLEES,
    manageBilling: env.VITE_FEATURE_MANAGE_BILLING,
  },
} as const

export type AppConfig = typeof config
