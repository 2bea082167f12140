import { z } from 'zod'

/**
 * Where a lead came from, sent by the browser beside every form's own fields: the path of the page
 * the form was sent from and the campaign of the visit (utm_source, utm_medium, utm_campaign of the
 * address the visitor landed on, kept in the tab for the visit; lib/leads/visit-campaign.ts).
 *
 * These are read leniently, unlike the form's fields: a value that is not a site path or is too long
 * is dropped, never reported. The visitor did not type it and cannot fix it, and a lead must never be
 * refused for its tracking data.
 */
export const LEAD_SOURCE_FIELDS = ['sourcePage', 'utmSource', 'utmMedium', 'utmCampaign'] as const
export type LeadSource = Partial<Record<(typeof LEAD_SOURCE_FIELDS)[number], string>>

/** A campaign value: printable text without control characters, as utm values are in practice. */
const campaignValue = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[^\p{Cc}]+$/u)

/** A path on this site: one leading slash (not //, which a browser reads as another host), no query. */
const sitePath = z
  .string()
  .max(300)
  .regex(/^\/(?!\/)[^\s?#\p{Cc}]*$/u)

const READERS: Record<keyof LeadSource, z.ZodType<string>> = {
  sourcePage: sitePath,
  utmSource: campaignValue,
  utmMedium: campaignValue,
  utmCampaign: campaignValue,
}

/** The source fields of a posted form that are well formed; the others are left out. */
export function leadSource(fields: Record<string, unknown>): LeadSource {
  const source: LeadSource = {}
  for (const name of LEAD_SOURCE_FIELDS) {
    const read = READERS[name].safeParse(fields[name])
    if (read.success) source[name] = read.data
  }
  return source
}
