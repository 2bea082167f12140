import type { Payload, TypedUser } from 'payload'
import { LEAD_COLLECTIONS } from '@/cms/components/dashboard/load-dashboard'
import { type CountryCode, isCountryCode } from '@/lib/countries'
import { groupLeads, type LeadsBySource, type SourceLead, weekWindow } from './group-leads'
import { leadsWhere } from './leads-where'

/** The forms counted, in the order of their columns: the dashboard's lead collections. */
export const LEAD_FORMS = LEAD_COLLECTIONS
export type LeadForm = (typeof LEAD_FORMS)[number]

/** How many weeks the view covers: about a quarter, enough to see a campaign start and fade. */
export const WEEKS_SHOWN = 12

/**
 * The most leads read per form and country. Each read row is small (a date and five short texts),
 * so this bounds the view's memory and time to a few seconds however busy a campaign gets; beyond
 * it the view says which form's counts cover only the newest leads, and the CSV export (which has
 * no such limit) gives them all.
 */
export const ROW_LIMIT = 5000

/** A form whose leads in the window were more than ROW_LIMIT: only the newest were counted. */
export type Truncated = { form: LeadForm; read: number; total: number }

export type CountryLeads = {
  country: CountryCode
  /** The country document's id, for the CSV links' filter (null: no such country yet). */
  countryId: number | string | null
  report: LeadsBySource<LeadForm>
  truncated: Truncated[]
}

/** The fields a lead is grouped by: nothing personal is read for this view. */
const SOURCE_SELECT = {
  createdAt: true,
  sourcePage: true,
  package: true,
  utmSource: true,
  utmMedium: true,
  utmCampaign: true,
} as const

/**
 * The leads of the last WEEKS_SHOWN weeks of each country in `codes`, grouped by week and form and by
 * page, package and campaign. Every read is made with the user's own access (an editor reads only
 * their own country's leads and packages), so asking for another country gives an editor nothing,
 * whatever `codes` holds; which countries to ask for is what `countriesFor` returns, as on the dashboard.
 */
export async function loadLeadsBySource(
  payload: Payload,
  user: TypedUser,
  codes: readonly CountryCode[],
  now: Date = new Date(),
): Promise<CountryLeads[]> {
  if (codes.length === 0) return []
  const asUser = { overrideAccess: false, user } as const
  const window = weekWindow(now, WEEKS_SHOWN)
  const countries = await payload.find({ collection: 'countries', depth: 0, pagination: false, overrideAccess: true })
  const idOf = new Map<CountryCode, number | string>()
  for (const country of countries.docs) if (isCountryCode(country.code)) idOf.set(country.code, country.id)

  const perCountry = await Promise.all(
    codes.map(async (code) => {
      const countryId = idOf.get(code) ?? null
      const where = leadsWhere(countryId, window)
      const reads = await Promise.all(
        LEAD_FORMS.map(async (form) => {
          const found = await payload.find({
            collection: form,
            where,
            select: SOURCE_SELECT,
            sort: '-createdAt',
            limit: ROW_LIMIT,
            depth: 0,
            ...asUser,
          })
          const leads = found.docs.map((doc): SourceLead<LeadForm> => ({
            form,
            createdAt: String(doc.createdAt),
            sourcePage: doc.sourcePage,
            package: typeof doc.package === 'object' && doc.package !== null ? doc.package.id : doc.package,
            utmSource: doc.utmSource,
            utmMedium: doc.utmMedium,
            utmCampaign: doc.utmCampaign,
          }))
          const truncated: Truncated | null =
            found.totalDocs > leads.length ? { form, read: leads.length, total: found.totalDocs } : null
          return { leads, truncated }
        }),
      )
      return { code, countryId, reads }
    }),
  )

  // Packages by name, read once for every country shown, with the user's access too.
  const packageIds = [
    ...new Set(perCountry.flatMap((c) => c.reads.flatMap((r) => r.leads.map((lead) => lead.package)))),
  ].filter((id): id is number | string => id != null && id !== '')
  const packageNames = new Map<string, string>()
  if (packageIds.length > 0) {
    const found = await payload.find({
      collection: 'packages',
      where: { id: { in: packageIds } },
      select: { name: true },
      pagination: false,
      depth: 0,
      ...asUser,
    })
    for (const pkg of found.docs) packageNames.set(String(pkg.id), pkg.name)
  }

  return perCountry.map(({ code, countryId, reads }) => ({
    country: code,
    countryId,
    report: groupLeads(
      reads.flatMap((r) => r.leads),
      { forms: LEAD_FORMS, window, packageNames },
    ),
    truncated: reads.flatMap((r) => (r.truncated ? [r.truncated] : [])),
  }))
}
