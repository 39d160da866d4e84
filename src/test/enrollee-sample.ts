/** An enrollee as GET /enrollees/{id} answers it (seed 1001), for the enrollee tests. */
import type { EnrolleeDetail } from '@/lib/contract/enrollees'

export function enrolleeDetail(overrides: Partial<EnrolleeDetail> = {}): EnrolleeDetail {
  return {
    id: 1001,
    user_id: 1001,
    first_name: 'Chiamaka',
    last_name: 'Obi',
    email_address: 'chiamaka.obi@example.com',
    phone_number: '08030001001',
    product: { id: 18027, name: 'Red Beryl' },
    profile: { picture: null, hmo_id: 'HMO/12345/A' },
    hash: null,
    cover_start_date: '2025-04-02',
    cover_end_date: '2026-04-01',
    deactivated: false,
    extensions: [
      {
        id: 1,
        product: { id: 30101, name: 'Red Beryl Dental Care' },
        payment_frequency_id: 4,
        cover_start_date: '2025-04-02',
        cover_end_date: '2026-04-01',
        active_status_id: 1,
      },
    ],
    ...overrides,
  }
}
