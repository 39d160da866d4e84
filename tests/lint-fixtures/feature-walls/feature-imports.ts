// linted as: src/features/plans/walls-fixture.ts
/**
 * What the feature walls refuse in a feature (here plans): another feature, by alias or by a
 * relative path, and the layers above it. Each marked line is one error; the unmarked imports
 * (itself, components, lib, config) pass. Excluded from `npm run lint` and from tsc (its
 * relative paths only make sense where it is linted); `scripts/feature-walls.test.ts` lints it.
 */
import { cartCount } from './purchase/cart'
import { ErrorBanner } from '@/components/error-banner'
import { invoiceKeys } from '@/lib/invoices/queries'
import { config } from '@/config/env'
import { InvoiceList } from '@/features/billing/invoice-list/components/invoice-list' // refused
import { needsRenewal } from '../billing/renewal/renewal-invoice' // refused
import { fetchEnrollees } from '../enrollees/api' // refused
import { createQueryClient } from '@/app/query-client' // refused
import { Route } from '../../routes/_authenticated' // refused

export const used = [cartCount, ErrorBanner, invoiceKeys, config, InvoiceList, needsRenewal, fetchEnrollees, createQueryClient, Route]
