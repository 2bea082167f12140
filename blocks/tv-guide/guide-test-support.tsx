import type { MockLink } from '@apollo/client/testing'
import { MockedProvider } from '@apollo/client/testing/react'
import { render, screen, within } from '@testing-library/react'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { blockContext } from '@/stories/fixtures'
import { guideFixture } from './fixtures'
import type { GuideView } from './guide-views'
import { TvGuideView } from './TvGuideView'

/** The TV guide's component tests: the moment they are set at, the guide they render, and its parts by role. */

// Saturday 21 November 2026, 20:10 in Luanda (19:10 UTC), 21:10 in Maputo.
export const NOW = new Date('2026-11-21T19:10:00Z')

export type Options = {
  locale?: Locale
  country?: CountryCode
  view?: GuideView
  serverNow?: Date
  programmes?: boolean
  mocks?: MockLink.MockedResponse[]
}

export const segmentOf = (view?: GuideView) =>
  !view
    ? undefined
    : view.kind === 'now'
      ? 'agora'
      : view.kind === 'tonight'
        ? 'esta-noite'
        : view.follows
          ? undefined
          : view.key

export function guide({
  locale = 'pt',
  country = 'ao',
  view,
  serverNow = NOW,
  programmes = true,
  mocks = [],
}: Options = {}) {
  const heading = locale === 'pt' ? 'Guia TV' : 'TV guide'
  const param = segmentOf(view)
  return (
    <MockedProvider mocks={mocks}>
      <TvGuideView
        block={{ blockType: 'tvGuide', heading, intro: 'O que está a dar.' }}
        context={blockContext(locale, country, true, param ? `/tv/guia-tv/${param}` : '/tv/guia-tv', param)}
        data={guideFixture(serverNow, country, locale, { view, programmes })}
      />
    </MockedProvider>
  )
}
export const renderGuide = (options: Options = {}) => render(guide(options))

export const rowOf = (channel: string, locale: Locale = 'pt') =>
  screen.getByRole('region', { name: locale === 'pt' ? `Programação de ${channel}` : `${channel} schedule` })
export const cells = (channel: string, locale: Locale = 'pt') => within(rowOf(channel, locale)).getAllByRole('listitem')
export const channelNames = () =>
  within(screen.getByRole('list', { name: /^(Canais|Channels)$/ }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent)
export const statusLine = (text: string | RegExp) => screen.getByText(text, { selector: 'p' })
