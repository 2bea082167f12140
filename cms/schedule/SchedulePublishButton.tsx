import type { ServerProps } from 'payload'
import { editorCountryId, type CmsUser } from '@/cms/access/rules'
import { SchedulePublishButtonClient } from './SchedulePublishButtonClient'
import { zoneOfCountry } from './zones'

/**
 * Payload's "Publish changes" button whose "Schedule Publish" opens our drawer. The countries are
 * read here, on the server (two rows), so the drawer knows each country's zone without a request.
 */
export async function SchedulePublishButton({ payload, user }: ServerProps) {
  const { docs } = await payload.find({
    collection: 'countries',
    depth: 0,
    limit: 10,
    pagination: false,
    select: { code: true },
  })
  const zoneByCountry = Object.fromEntries(docs.map((country) => [String(country.id), zoneOfCountry(country.code)]))
  // A document without a country (shared) starts in the editor's own zone, else the default one.
  const own = editorCountryId((user as CmsUser | undefined) ?? null)
  const fallbackZone = own === null ? zoneOfCountry(null) : (zoneByCountry[String(own)] ?? zoneOfCountry(null))
  return <SchedulePublishButtonClient fallbackZone={fallbackZone} zoneByCountry={zoneByCountry} />
}
