import type { CollectionConfig, Plugin } from 'payload'
import { COUNTRY_TIME_ZONES, SCHEDULE_TIME_ZONES } from './zones'

const hasSchedulePublish = (collection: CollectionConfig) => {
  const drafts = collection.versions && typeof collection.versions === 'object' ? collection.versions.drafts : undefined
  return Boolean(drafts && typeof drafts === 'object' && drafts.schedulePublish)
}

/**
 * Scheduled publish read in the countries' own zones: the admin offers Luanda and Maputo only
 * (Luanda first, the default country's), and every collection with "Schedule Publish" gets the
 * publish button whose drawer starts in the document's country's zone, says the chosen time in
 * words, and shows the server's refusal of a time that has passed (cms/schedule/ScheduleDrawer.tsx).
 */
export const schedulePublishPlugin: Plugin = (config) => ({
  ...config,
  admin: {
    ...config.admin,
    timezones: { supportedTimezones: SCHEDULE_TIME_ZONES, defaultTimezone: COUNTRY_TIME_ZONES.ao },
  },
  collections: (config.collections ?? []).map((collection) =>
    hasSchedulePublish(collection)
      ? {
          ...collection,
          admin: {
            ...collection.admin,
            components: {
              ...collection.admin?.components,
              edit: {
                ...collection.admin?.components?.edit,
                PublishButton: '@/cms/schedule/SchedulePublishButton#SchedulePublishButton',
              },
            },
          },
        }
      : collection,
  ),
})
