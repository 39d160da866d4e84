/** Shared fixtures of the complete-profile tests (the seed's hospitals, trimmed). */
import type { UnhashData } from '@/lib/contract/enrollees'
import type { Provider } from '@/lib/contract/common'

export const LAGOS = 25
export const ENUGU = 14

export const providers: Provider[] = [
  {
    id: 1,
    name: 'Marina Specialist Hospital',
    address: '12 Broad Street, Lagos Island',
    state: { id: LAGOS, name: 'Lagos' },
    products: ['18027'],
  },
  {
    id: 2,
    name: 'Lekki Family Clinic',
    address: '4 Admiralty Way, Lekki Phase 1',
    state: { id: LAGOS, name: 'Lagos' },
    products: ['18027'],
  },
  {
    id: 4,
    name: 'Garki General Clinic',
    address: '7 Ahmadu Bello Way, Garki, Abuja',
    state: { id: 15, name: 'Federal Capital Territory' },
    products: ['18027'],
  },
]

export const unhash: UnhashData = {
  email_address: 'tunde.bakare@example.com',
  phone_number: '0803-000 1002',
  first_name: 'Tunde',
  last_name: 'Bakare',
  is_family_plan: false,
  company_name: 'Okafor Logistics Ltd',
  providers,
  enrollee_type: '1',
}
