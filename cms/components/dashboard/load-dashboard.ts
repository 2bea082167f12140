import type { CollectionSlug, Payload, SanitizedCollectionConfig, TypedUser, Where } from 'payload'
import { type CountryCode, isCountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { loadContentHealth } from '@/cms/components/content-health/load-content-health'
import { contentCollections, loadPlaceholders } from '@/cms/components/content-health/load-placeholders'
import { leadFormCollections } from '@/cms/collections/leads/lead-forms'

/** The lead collections counted on the dashboard, in the order shown: every lead form's (cms/collections/leads/lead-forms.ts). */
export const LEAD_COLLECTIONS = leadFormCollections.map((collection) => collection.slug)

/** How many drafts a country's list names; the rest are counted. */
const DRAFTS_SHOWN = 10
const WEEK_MS = 7 * 24 * 60 * 60 * 1000

export type DraftRow = { collection: string; id: number | string; title: string; updatedAt: string }
export type ScheduleRow = {
  collection: string
  id: number | string
  title: string
  type: 'publish' | 'unpublish'
  at: string
}
export type LeadRow = { collection: string; count: number }
export type CountryGlance = {
  country: CountryCode
  health: { missingEnglish: number; brokenLinks: number; placeholders: number }
  drafts: DraftRow[]
  moreDrafts: number
  schedules: ScheduleRow[]
  leads: LeadRow[]
}

type Row = Record<string, unknown>

function titleOf(doc: Row, config: SanitizedCollectionConfig): string {
  const field = config.admin.useAsTitle
  const value = field && field !== 'id' ? doc[field] : undefined
  return typeof value === 'string' && value.trim() ? value : `#${String(doc.id)}`
}

const hasDrafts = (config: SanitizedCollectionConfig) =>
  Boolean(config.versions && typeof config.versions === 'object' && config.versions.drafts)

/** The countries a user's dashboard covers: an editor their own, an administrator both or the one picked. */
export function countriesFor(user: TypedUser, picked: unknown): CountryCode[] {
  const { role, country } = user as { role?: unknown; country?: unknown }
  if (role === 'editor') {
    const code = typeof country === 'object' && country !== null ? (country as { code?: unknown }).code : null
    return isCountryCode(code) ? [code] : []
  }
  return isCountryCode(picked) ? [picked] : ['ao', 'mz']
}

/**
 * What the dashboard shows of each country. Documents and leads are read with the user's own access
 * (an editor reads only their country); Content health's report is the one its own view shows,
 * split by country the same way. Scheduled jobs are readable by no user (Payload's jobs collection),
 * so each job is shown only when the user may read the document it publishes.
 */
export async function loadGlance(
  payload: Payload,
  user: TypedUser,
  codes: CountryCode[],
  locale: Locale,
): Promise<CountryGlance[]> {
  if (codes.length === 0) return []
  const asUser = { overrideAccess: false, user } as const
  const countries = await payload.find({ collection: 'countries', depth: 0, pagination: false, overrideAccess: true })
  const idOf = new Map<CountryCode, number | string>()
  for (const country of countries.docs) if (isCountryCode(country.code)) idOf.set(country.code, country.id)

  const versioned = contentCollections(payload).filter(hasDrafts)
  const since = new Date(Date.now() - WEEK_MS).toISOString()
  const [report, placeholders, jobs] = await Promise.all([
    loadContentHealth(payload),
    loadPlaceholders(payload, user),
    payload.find({
      collection: 'payload-jobs',
      where: {
        and: [{ taskSlug: { equals: 'schedulePublish' } }, { waitUntil: { greater_than: new Date().toISOString() } }],
      },
      sort: 'waitUntil',
      limit: 100,
      depth: 0,
      overrideAccess: true,
    }),
  ])

  // The documents the pending jobs publish or unpublish, read with the user's access (null: not theirs).
  const pending = (jobs.docs as unknown as Row[]).filter((job) => !job.completedAt && !job.hasError)
  const scheduled = await Promise.all(
    pending.map(async (job) => {
      const input = (job.input ?? {}) as { doc?: { relationTo?: string; value?: unknown }; type?: unknown }
      const slug = input.doc?.relationTo
      const config = slug ? payload.collections[slug as CollectionSlug]?.config : undefined
      if (!config || input.doc?.value == null) return null
      const doc = (await payload.findByID({
        collection: config.slug as CollectionSlug,
        id: input.doc.value as number,
        depth: 0,
        draft: true,
        locale,
        disableErrors: true,
        ...asUser,
      })) as Row | null
      if (!doc) return null
      const row: ScheduleRow = {
        collection: config.slug,
        id: doc.id as number,
        title: titleOf(doc, config),
        type: input.type === 'unpublish' ? 'unpublish' : 'publish',
        at: String(job.waitUntil),
      }
      return { row, countryId: doc.country }
    }),
  )

  return Promise.all(
    codes.map(async (code): Promise<CountryGlance> => {
      const countryId = idOf.get(code)
      const inCountry: Where = { country: { equals: countryId ?? -1 } }
      const drafts = await Promise.all(
        versioned.map(async (config) => {
          const found = await payload.find({
            collection: config.slug as CollectionSlug,
            draft: true,
            where: { and: [inCountry, { _status: { equals: 'draft' } }] },
            sort: '-updatedAt',
            limit: DRAFTS_SHOWN,
            depth: 0,
            locale,
            ...asUser,
          })
          const rows = (found.docs as unknown as Row[]).map((doc): DraftRow => ({
            collection: config.slug,
            id: doc.id as number,
            title: titleOf(doc, config),
            updatedAt: String(doc.updatedAt),
          }))
          return { rows, total: found.totalDocs }
        }),
      )
      const allDrafts = drafts.flatMap((d) => d.rows).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
      const totalDrafts = drafts.reduce((sum, d) => sum + d.total, 0)
      const leads = await Promise.all(
        LEAD_COLLECTIONS.map(async (collection) => ({
          collection,
          count: (
            await payload.count({
              collection,
              where: { and: [inCountry, { createdAt: { greater_than: since } }] },
              ...asUser,
            })
          ).totalDocs,
        })),
      )
      const health = report.countries.find((c) => c.country === code)
      return {
        country: code,
        health: {
          missingEnglish: health?.missingEnglish.length ?? 0,
          brokenLinks: health?.brokenLinks.length ?? 0,
          placeholders: placeholders.filter((row) => row.country === code).length,
        },
        drafts: allDrafts.slice(0, DRAFTS_SHOWN),
        moreDrafts: Math.max(0, totalDrafts - DRAFTS_SHOWN),
        schedules: scheduled.flatMap((entry) => (entry && entry.countryId === countryId ? [entry.row] : [])),
        leads: leads.filter((lead) => lead.count > 0),
      }
    }),
  )
}
