import type { CollectionConfig } from 'payload'

/**
 * Drafts, versions and scheduled publish/unpublish for every collection editors publish. Due
 * schedules are run by the server's jobs ticker (server/jobs-runner.mjs), inside a request so the
 * publish expires the cached pages like a click on "Publish" does.
 */
export const editorialVersions = {
  drafts: { schedulePublish: true },
  maxPerDoc: 50,
} satisfies CollectionConfig['versions']
