/**
 * Products, hospitals and banks of the demo. Prices follow spec §9: quarterly
 * is 3 × monthly and yearly is 4 × quarterly less 5 %.
 */
import type { ProductType } from '../../src/lib/contract/catalogue'

export type ProductSeed = {
  id: number
  name: string
  type: ProductType
  package: string
  description: string
  monthly: number
  extensionCode?: string
}

export const PLAN_IDS = { redBeryl: 18027, alexandrite: 18028, tranquility: 22860, hidden: [96, 97, 3012] } as const

export const PRODUCTS: ProductSeed[] = [
  {
    id: 18027,
    name: 'Red Beryl',
    type: 'plan',
    package: 'Individual',
    monthly: 15_000,
    description:
      '₦1.2 million yearly cover at 600+ hospitals: consultations, specialists, admissions, maternity, basic dental and optical care.',
  },
  {
    id: 18028,
    name: 'Alexandrite',
    type: 'plan',
    package: 'Individual',
    monthly: 25_000,
    description: '₦1.8 million yearly cover at 800+ hospitals: everything in Red Beryl plus surgeries, cancer screening and physiotherapy.',
  },
  {
    id: 22860,
    name: 'Tranquility',
    type: 'special',
    package: 'Individual',
    monthly: 5_000,
    description: 'Mental-health and wellness plan: therapy sessions, counselling and a 24/7 helpline.',
  },
  {
    id: 96,
    name: 'Sapphire Starter',
    type: 'plan',
    package: 'Individual',
    monthly: 4_000,
    description: 'Legacy entry plan with outpatient care at selected hospitals (no longer sold).',
  },
  {
    id: 97,
    name: 'Emerald Family',
    type: 'plan',
    package: 'Family',
    monthly: 20_000,
    description: 'Legacy family plan for up to six members (no longer sold).',
  },
  {
    id: 3012,
    name: 'Legacy Gold',
    type: 'plan',
    package: 'Corporate',
    monthly: 10_000,
    description: 'Legacy corporate plan (no longer sold).',
  },
  {
    id: 30101,
    name: 'Red Beryl Dental Care',
    type: 'extension',
    package: 'Extension',
    monthly: 2_000,
    extensionCode: 'dental',
    description: 'Scaling and polishing, fillings and extractions for Red Beryl enrollees.',
  },
  {
    id: 30102,
    name: 'Red Beryl Optical Care',
    type: 'extension',
    package: 'Extension',
    monthly: 1_500,
    extensionCode: 'optical',
    description: 'Eye tests and one pair of glasses a year for Red Beryl enrollees.',
  },
  {
    id: 30103,
    name: 'Red Beryl Personal Emergency Cover',
    type: 'extension',
    package: 'Extension',
    monthly: 3_000,
    extensionCode: 'pec',
    description: 'Ambulance and emergency care anywhere in Nigeria for Red Beryl enrollees.',
  },
  {
    id: 30201,
    name: 'Alexandrite Dental Care',
    type: 'extension',
    package: 'Extension',
    monthly: 2_500,
    extensionCode: 'dental',
    description: 'Advanced dental care, including root canals and crowns, for Alexandrite enrollees.',
  },
  {
    id: 30203,
    name: 'Alexandrite Personal Emergency Cover',
    type: 'extension',
    package: 'Extension',
    monthly: 4_000,
    extensionCode: 'pec',
    description: 'Ambulance, air evacuation and emergency care for Alexandrite enrollees.',
  },
  {
    id: 30301,
    name: 'Tranquility Gym Access',
    type: 'extension',
    package: 'Extension',
    monthly: 5_000,
    extensionCode: 'gym',
    description: 'Gym membership at partner fitness centres for Tranquility enrollees.',
  },
]

export function pricesOf(monthly: number) {
  const quarterly = monthly * 3
  return { monthly, quarterly, yearly: Math.round(quarterly * 4 * 0.95) }
}

const BOTH = ['18027', '18028']
export const PROVIDERS: { id: number; name: string; address: string; stateId: number; products: string[] }[] = [
  { id: 1, name: 'Marina Specialist Hospital', address: '12 Broad Street, Lagos Island', stateId: 25, products: BOTH },
  { id: 2, name: 'Lekki Family Clinic', address: '4 Admiralty Way, Lekki Phase 1', stateId: 25, products: [...BOTH, '22860'] },
  { id: 3, name: 'Ikeja Premier Hospital', address: '21 Allen Avenue, Ikeja', stateId: 25, products: ['18028'] },
  { id: 4, name: 'Garki General Clinic', address: '7 Ahmadu Bello Way, Garki, Abuja', stateId: 15, products: BOTH },
  { id: 5, name: 'Maitama Medical Centre', address: '15 Gana Street, Maitama, Abuja', stateId: 15, products: ['18028', '22860'] },
  { id: 6, name: 'Garden City Hospital', address: '9 Aba Road, Port Harcourt', stateId: 33, products: BOTH },
  { id: 7, name: 'Trans-Amadi Clinic', address: '3 Trans-Amadi Road, Port Harcourt', stateId: 33, products: ['18028'] },
  { id: 8, name: 'Bodija Specialist Hospital', address: '10 Awolowo Avenue, Bodija, Ibadan', stateId: 31, products: BOTH },
  { id: 9, name: 'Ring Road Hospital', address: '2 Ring Road, Ibadan', stateId: 31, products: ['18027', '96', '97', '3012'] },
  { id: 10, name: 'Nassarawa Hospital Kano', address: '5 Bompai Road, Nassarawa, Kano', stateId: 20, products: BOTH },
  { id: 11, name: 'Sabon Gari Medical Centre', address: '18 Ibrahim Taiwo Road, Kano', stateId: 20, products: ['18027'] },
  { id: 12, name: 'Independence Layout Clinic', address: '6 Chime Avenue, Enugu', stateId: 14, products: ['18028', '22860'] },
]

export const BANKS = [
  'Access Bank',
  'Fidelity Bank',
  'First Bank of Nigeria',
  'First City Monument Bank',
  'Guaranty Trust Bank',
  'Stanbic IBTC Bank',
  'Sterling Bank',
  'United Bank for Africa',
  'Wema Bank',
  'Zenith Bank',
].map((name, index) => ({ id: index + 1, name }))
