/** The demo accounts (decisions: 'Local API'), all with the password `demo1234`. */
import type { Role } from '../../src/lib/contract/accounts'
import type { Db } from '../db/database'
import { demoPasswordHash } from '../lib/password'

export const DEMO_PASSWORD = 'demo1234'

export const ACCOUNT_IDS = { owner: 1, family: 2, multi: 3, noaccess: 4, large: 5, hr: 6 } as const

/**
 * Hosts of the other dashboards a role can lead to (spec §2 account chooser).
 * `npm start` moves them with PORT (scripts/start-env.mjs), where its stand-in
 * pages listen.
 */
export const ROLE_HOSTS = {
  enrollee: process.env.ROLE_HOST_ENROLLEE || 'http://localhost:4174',
  client: process.env.ROLE_HOST_CLIENT || 'http://localhost:4175',
  provider: process.env.ROLE_HOST_PROVIDER || 'http://localhost:4176',
}

type AccountSeed = {
  id: number
  email: string
  hmoId: string
  first: string
  last: string
  phone: string
  dateOfBirth: string | null
  familyPlan: boolean
  company: string | null
  savedCard: boolean
  roles: Role[]
}

export function demoAccounts(appUrl: string): AccountSeed[] {
  const user = (canAccess = true): Role => ({
    name: 'user',
    display_name: 'Plan Owner',
    url: `${appUrl}/dashboard/enrollees`,
    can_access: canAccess,
  })
  const enrollee: Role = { name: 'enrollee', display_name: 'Enrollee', url: `${ROLE_HOSTS.enrollee}/dashboard`, can_access: true }
  return [
    {
      id: ACCOUNT_IDS.owner,
      email: 'owner@example.com',
      hmoId: 'HMO/10001/A',
      first: 'Ada',
      last: 'Okafor',
      phone: '08031234567',
      dateOfBirth: '1985-04-12',
      familyPlan: false,
      company: 'Okafor Logistics Ltd',
      savedCard: true,
      roles: [user()],
    },
    {
      id: ACCOUNT_IDS.family,
      email: 'family@example.com',
      hmoId: 'HMO/20001/A',
      first: 'Chinedu',
      last: 'Eze',
      phone: '08029876543',
      dateOfBirth: null,
      familyPlan: true,
      company: null,
      savedCard: false,
      roles: [user()],
    },
    {
      id: ACCOUNT_IDS.multi,
      email: 'multi@example.com',
      hmoId: 'HMO/30001/A',
      first: 'Bola',
      last: 'Adeyemi',
      phone: '08051112233',
      dateOfBirth: '1990-09-30',
      familyPlan: false,
      company: 'Adeyemi Ventures',
      savedCard: true,
      roles: [
        user(),
        enrollee,
        { name: 'client', display_name: 'Client', url: `${ROLE_HOSTS.client}/dashboard`, can_access: true },
        { name: 'provider', display_name: 'Provider', url: `${ROLE_HOSTS.provider}/provider/dashboard`, can_access: true },
      ],
    },
    {
      id: ACCOUNT_IDS.noaccess,
      email: 'noaccess@example.com',
      hmoId: 'HMO/40001/A',
      first: 'Musa',
      last: 'Bello',
      phone: '08064445566',
      dateOfBirth: '1978-01-05',
      familyPlan: false,
      company: null,
      savedCard: false,
      roles: [user(false), enrollee],
    },
    {
      id: ACCOUNT_IDS.large,
      email: 'large@example.com',
      hmoId: 'HMO/50001/A',
      first: 'Ngozi',
      last: 'Nwosu',
      phone: '08077778888',
      dateOfBirth: '1970-12-25',
      familyPlan: false,
      company: 'Nwosu Industries Plc',
      savedCard: true,
      roles: [user()],
    },
    {
      id: ACCOUNT_IDS.hr,
      email: 'hr@example.com',
      hmoId: 'HMO/60001/A',
      first: 'Folake',
      last: 'Adebayo',
      phone: '08066660000',
      dateOfBirth: '1982-06-18',
      familyPlan: false,
      company: 'Adebayo Foods Ltd',
      savedCard: false,
      roles: [user()],
    },
  ]
}

export function seedAccounts(db: Db, appUrl: string) {
  const hash = demoPasswordHash(DEMO_PASSWORD)
  for (const account of demoAccounts(appUrl)) {
    db.run(
      `INSERT INTO users (id, email, hmo_id, password_hash, first_name, last_name, phone_number, date_of_birth,
        is_internal_user, is_family_plan, company_name, has_saved_card, roles)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?)`,
      account.id,
      account.email,
      account.hmoId,
      hash,
      account.first,
      account.last,
      account.phone,
      account.dateOfBirth,
      account.familyPlan ? 1 : 0,
      account.company,
      account.savedCard ? 1 : 0,
      JSON.stringify(account.roles),
    )
  }
}
