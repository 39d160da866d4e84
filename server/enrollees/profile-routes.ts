/** Profile completion: resolve the sign-up hash, then register the profile (spec §3 sign-up form, §5). */
import { Hono } from 'hono'
import type { Context } from 'hono'
import { registerProfileRequest, registerProfileResponse, unhashRequest, unhashResponse } from '../../src/lib/contract/enrollees'
import { findState, lgasOfState, maritalStatuses, occupations } from '../../src/lib/lookups'
import { listProviders } from '../catalogue/products'
import { isOwnUpload } from '../catalogue/upload-routes'
import type { AppContext, AppEnv } from '../context'
import { fail } from '../http/errors'
import { parseBody } from '../http/parse'
import { originOf, send } from '../http/respond'
import { latestDayAnywhere } from '../lib/dates'
import { detailById, findByHash } from './enrollee-repo'
import type { EnrolleeRow } from './enrollee-repo'
import type { RegisterProfileRequest } from '../../src/lib/contract/enrollees'

const HASH_NOT_FOUND = 'This sign-up link is invalid or has already been used.'

export function profileRoutes(ctx: AppContext) {
  const routes = new Hono<AppEnv>()

  /** 404 for an unknown hash; 403 when it belongs to another owner's enrollee (spec §6). */
  const enrolleeOfHash = (c: Context<AppEnv>, hash: string): EnrolleeRow => {
    const enrollee = findByHash(ctx.db, hash) ?? fail(404, HASH_NOT_FOUND)
    if (enrollee.hmo_id !== null) return fail(404, HASH_NOT_FOUND)
    if (enrollee.owner_id !== c.get('user').id) return fail(403, 'You are not allowed to complete this profile.')
    return enrollee
  }

  /** Checks the ids of the form against the lookups, the hospitals and the uploads. */
  const checkReferences = (c: Context<AppEnv>, body: RegisterProfileRequest, enrollee: EnrolleeRow) => {
    if (body.date_of_birth > latestDayAnywhere(ctx.now())) fail(422, 'The date of birth cannot be in the future.')
    if (!findState(body.home_address_state_id)) fail(422, 'Please select a state.')
    const lgaId = body.home_address_lga_id
    if (lgaId !== undefined && !lgasOfState(body.home_address_state_id).some((lga) => lga.id === lgaId)) {
      fail(422, 'The local government area is not in the chosen state.')
    }
    const maritalId = body.marital_status_id
    if (maritalId !== undefined && !maritalStatuses.some((status) => status.id === maritalId)) {
      fail(422, 'Please select a marital status.')
    }
    const occupationId = body.occupation_id
    if (occupationId !== undefined && !occupations.some((occupation) => occupation.id === occupationId)) {
      fail(422, 'Please select an occupation.')
    }
    const providerId = body.preferred_provider_id
    if (
      providerId !== undefined &&
      providerId !== null &&
      !listProviders(ctx.db, [enrollee.product_id]).some((provider) => provider.id === providerId)
    ) {
      fail(422, 'The chosen hospital does not accept this plan.')
    }
    if (!isOwnUpload(ctx, c.get('user').id, body.profile_picture)) {
      fail(422, 'Please upload a passport photograph.')
    }
  }

  routes.post('/enrollees/unhash', async (c) => {
    const body = await parseBody(c, unhashRequest)
    const enrollee = enrolleeOfHash(c, body.hash)
    const owner = c.get('user')
    return send(c, unhashResponse, {
      status: 'success',
      data: {
        email_address: enrollee.email_address,
        phone_number: enrollee.phone_number,
        first_name: enrollee.first_name,
        last_name: enrollee.last_name,
        is_family_plan: owner.is_family_plan,
        company_name: owner.company_name,
        providers: listProviders(ctx.db, [enrollee.product_id]),
        enrollee_type: String(enrollee.enrollee_type),
      },
    })
  })

  routes.post('/enrollees/profile', async (c) => {
    const body = await parseBody(c, registerProfileRequest)
    const enrollee = enrolleeOfHash(c, body.hash)
    checkReferences(c, body, enrollee)
    // The rest of the form is kept as the profile; the hash and token are not profile data.
    const profile = JSON.stringify(body, (key, value: unknown) => (key === 'hash' || key === 'access_token' ? undefined : value))
    ctx.db.run(
      `UPDATE enrollees SET first_name = ?, last_name = ?, phone_number = ?, email_address = COALESCE(?, email_address),
        hmo_id = ?, picture = ?, profile = ?, hash = NULL WHERE id = ?`,
      body.first_name,
      body.last_name,
      body.primary_phone_number,
      body.email_address === '' ? null : body.email_address,
      `HMO/${enrollee.id}/A`,
      body.profile_picture,
      profile,
      enrollee.id,
    )
    return send(c, registerProfileResponse, {
      status: 'success',
      message: 'Profile completed successfully.',
      data: detailById(ctx.db, enrollee.id, originOf(c)),
    })
  })

  return routes
}
