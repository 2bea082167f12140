import { graphql } from './generated'

/**
 * One day of the TV guide, asked by the browser when the visitor picks another day (the server
 * renders today itself). Filters by the guide's channels and the country, and by start time in
 * [from, to): the day's bounds in the country's time zone (blocks/tv-guide/guide-days.ts).
 * Types come from `npm run codegen` (lib/graphql/generated).
 */
export const TV_GUIDE_DAY_QUERY = graphql(`
  query TvGuideDay($channels: [JSON], $country: JSON, $from: DateTime!, $to: DateTime!, $limit: Int!) {
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
    ) {
      docs {
        id
        title
        startsAt
        endsAt
        channel {
          id
        }
      }
    }
  }
`)
