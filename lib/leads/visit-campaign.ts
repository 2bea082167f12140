import type { LeadSource } from './lead-source'

/**
 * The campaign of a visit, in the browser: the utm_source, utm_medium and utm_campaign of the address
 * a visitor landed on, kept in this tab's sessionStorage until it is closed and sent only with a form
 * the visitor sends (lib/leads/lead-source.ts reads it on the server). First-party, no cookie, no
 * third party: nothing leaves the browser unless the visitor sends a form.
 */
const KEY = 'zap.visit-campaign'
const PARAMS = { utmSource: 'utm_source', utmMedium: 'utm_medium', utmCampaign: 'utm_campaign' } as const
type Campaign = Pick<LeadSource, keyof typeof PARAMS>

/** Keeps the campaign named by an address's query, if it names one (a later campaign link replaces it). */
export function rememberCampaign(search: string, storage: Storage | undefined = sessionStorageOrNone()): void {
  if (!storage) return
  const query = new URLSearchParams(search)
  const campaign: Campaign = {}
  for (const [field, param] of Object.entries(PARAMS) as [keyof Campaign, string][]) {
    const value = query.get(param)?.trim()
    if (value) campaign[field] = value.slice(0, 100)
  }
  if (Object.keys(campaign).length === 0) return
  try {
    storage.setItem(KEY, JSON.stringify(campaign))
  } catch {
    // Storage full or refused (private mode): the lead is still sent, without its campaign.
  }
}

/** The campaign kept for this visit, or none. */
export function campaignOfVisit(storage: Storage | undefined = sessionStorageOrNone()): Campaign {
  try {
    const kept = JSON.parse(storage?.getItem(KEY) ?? '{}') as unknown
    if (!kept || typeof kept !== 'object') return {}
    const campaign: Campaign = {}
    for (const field of Object.keys(PARAMS) as (keyof Campaign)[]) {
      const value = (kept as Record<string, unknown>)[field]
      if (typeof value === 'string') campaign[field] = value
    }
    return campaign
  } catch {
    return {}
  }
}

/** What a form sends beside its own fields: this page's path and the visit's campaign. */
export function sourceOfThisPage(): LeadSource {
  if (typeof window === 'undefined') return {}
  // The landing page itself may be where the form is sent, before any effect ran.
  rememberCampaign(window.location.search)
  return { sourcePage: window.location.pathname, ...campaignOfVisit() }
}

function sessionStorageOrNone(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage
  } catch {
    return undefined
  }
}
