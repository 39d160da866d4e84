/** axe on the signed-out screens, the dashboard frame and the enrollees, modals included (./axe-tests.ts). */
import { axeTestsFor } from './axe-tests'

axeTestsFor('screens')
