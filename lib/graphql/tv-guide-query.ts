import { graphql } from './generated'

/**
 * The programmes of the TV guide's channels starting in [from, to), asked by the browser when the
 * page it was given no longer shows what the visitor asked for (a cached page served after midnight,
 * a tab left open for hours: blocks/tv-guide/guide-views.ts). Filters by the guide's channels and
 * the country, titles in the page's language (a name typed in Portuguese only as it is). Types come
 * from `npm run codegen` (lib/graphql/generated).
 */
export const TV_GUIDE_DAY_QUERY = graphql(`
  query TvGuideDay(
    $channels: [JSON]
    $country: JSON
    $from: DateTime!
    $to: DateTime!
    $limit: Int!
    $locale: LocaleInputType!
  ) {
    Programmes(
      where: {
        AND: [
          { channel: { in: $channels } }
          { country: { equals: $country } }
          { startsAt: { greater_than_equal: $from } }
          { startsAt: { less_than: $to } }
        ]
      }
      limit: $limit
      sort: "startsAt"
      locale: $locale
      fallbackLocale: pt
    ) {
      docs {
        id
        title
        startsAt
        endsAt
        episode
        airing
        channel {
          id
        }
      }
    }
  }
`)
