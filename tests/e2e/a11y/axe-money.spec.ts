/** axe on the profile form, the invoices, buying and paying (./axe-tests.ts). */
import { axeTestsFor } from './axe-tests'

axeTestsFor('money')
