'use client'

import { getApolloContext, ApolloProvider, useQuery } from '@apollo/client/react'
import { useContext, useEffect, useMemo } from 'react'
import type { ProgrammeEntry } from '@/lib/content/get-programmes'
import { getApolloClient } from '@/lib/graphql/apollo-client'
import type { TvGuideDayQuery as TvGuideDayData, TvGuideDayQueryVariables } from '@/lib/graphql/generated/graphql'
import { TV_GUIDE_DAY_QUERY } from '@/lib/graphql/tv-guide-query'

/** What the guide shows for a fetched day: its programmes once they came, whether the request failed. */
export type FetchedDay = {
  key: string
  /** null while the request runs. */
  programmes: ProgrammeEntry[] | null
  failed: boolean
  retry: () => void
}

type Props = {
  /** The day's key, handed back with its result. */
  dayKey: string
  variables: TvGuideDayQueryVariables
  onResult: (result: FetchedDay) => void
}

const toEntries = (data: TvGuideDayData | undefined): ProgrammeEntry[] | null =>
  data
    ? (data.Programmes?.docs ?? []).flatMap(({ channel, ...programme }) =>
        channel ? [{ ...programme, channelId: channel.id }] : [],
      )
    : null

/**
 * Fetches one day of the guide from this site's /api/graphql with Apollo and hands the result to the
 * guide; it renders nothing itself. Only the days after today need it (today comes from the server),
 * so Apollo is fetched when a visitor first picks another day instead of with the page. Stories and
 * tests may provide their own Apollo client; on the site it brings its own.
 */
export function TvGuideDayQuery(props: Props) {
  const outer = useContext(getApolloContext()).client
  return (
    <ApolloProvider client={outer ?? getApolloClient()}>
      <DayQuery {...props} />
    </ApolloProvider>
  )
}

function DayQuery({ dayKey, variables, onResult }: Props) {
  const query = useQuery(TV_GUIDE_DAY_QUERY, { variables })
  // Apollo keeps `data` and `refetch` the same between renders until they change, so the guide hears
  // of each new state once.
  const programmes = useMemo(() => toEntries(query.data), [query.data])
  const failed = Boolean(query.error)
  const { refetch } = query
  useEffect(() => {
    onResult({ key: dayKey, programmes, failed, retry: () => void refetch().catch(() => undefined) })
  }, [dayKey, programmes, failed, refetch, onResult])
  return null
}
