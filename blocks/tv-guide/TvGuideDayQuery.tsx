'use client'

import { getApolloContext, ApolloProvider, useQuery } from '@apollo/client/react'
import { useContext, useEffect, useMemo } from 'react'
import type { ProgrammeEntry } from '@/lib/content/get-programmes'
import { getApolloClient } from '@/lib/graphql/apollo-client'
import type { TvGuideDayQuery as TvGuideDayData, TvGuideDayQueryVariables } from '@/lib/graphql/generated/graphql'
import { TV_GUIDE_DAY_QUERY } from '@/lib/graphql/tv-guide-query'
import type { GuideWindow } from './guide-views'

/** What the guide shows for a window it asked for: its programmes once they came, whether the request failed. */
export type FetchedWindow = {
  range: GuideWindow
  /** null while the request runs. */
  programmes: ProgrammeEntry[] | null
  failed: boolean
  retry: () => void
}

type Props = {
  /** The window asked for, handed back with its result. */
  range: GuideWindow
  variables: TvGuideDayQueryVariables
  onResult: (result: FetchedWindow) => void
}

const toEntries = (data: TvGuideDayData | undefined): ProgrammeEntry[] | null =>
  data
    ? (data.Programmes?.docs ?? []).flatMap(({ channel, title, episode, airing, ...programme }) =>
        channel
          ? [
              {
                ...programme,
                title: title ?? '',
                episode: episode ?? null,
                airing: airing ?? null,
                channelId: channel.id,
              },
            ]
          : [],
      )
    : null

/**
 * Fetches the programmes of a window from this site's /api/graphql with Apollo and hands the result
 * to the guide; it renders nothing itself. Only a page the browser finds out of date needs it (a
 * cached page after midnight, a tab left open), so Apollo is fetched then instead of with the page.
 * Stories and tests may provide their own Apollo client; on the site it brings its own.
 */
export function TvGuideDayQuery(props: Props) {
  const outer = useContext(getApolloContext()).client
  return (
    <ApolloProvider client={outer ?? getApolloClient()}>
      <DayQuery {...props} />
    </ApolloProvider>
  )
}

function DayQuery({ range, variables, onResult }: Props) {
  const query = useQuery(TV_GUIDE_DAY_QUERY, { variables })
  // Apollo keeps `data` and `refetch` the same between renders until they change, so the guide hears
  // of each new state once.
  const programmes = useMemo(() => toEntries(query.data), [query.data])
  const failed = Boolean(query.error)
  const { refetch } = query
  useEffect(() => {
    onResult({ range, programmes, failed, retry: () => void refetch().catch(() => undefined) })
  }, [range, programmes, failed, refetch, onResult])
  return null
}
