import type { LeadContext } from './handle-lead'

/**
 * What every lead row records besides its form's own fields (cms/fields/lead.ts): the country, IP
 * and language of the request, and where the lead came from.
 */
export function leadMeta({ countryId, ip, locale, source }: LeadContext) {
  return { country: countryId, ip, locale, ...source }
}
