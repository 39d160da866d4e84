/** Types of `other-sites.mjs` (see there). */
import type { Server } from 'node:http'
export type OtherSite = { port: number; name: string }
export const OTHER_SITES: readonly OtherSite[]
export function otherSitePage(name: string, appOrigin: string): string
export function startOtherSites(appOrigin: string, sites?: readonly OtherSite[], log?: (message: string) => void): Promise<Server[]>
