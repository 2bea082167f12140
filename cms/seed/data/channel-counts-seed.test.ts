import { claimedChannelCounts } from '@/cms/hooks/channel-claims'
import { seedCampaignData } from './campaigns'
import { channelsFor } from './channels'
import { seedNewsData } from './news'
import { seedPackages } from './packages'
import { seedPages } from './pages'

const countries = ['ao', 'mz'] as const
// Layout functions only need ids for what they name.
const refs = { media: () => 1, pkg: () => 1, channel: () => 1 }

/** Every text a visitor reads in a country's seeded pages, news, campaigns and packages, in both languages. */
function seededTexts(country: (typeof countries)[number]): { where: string; text: string }[] {
  const texts: { where: string; text: string }[] = []
  const collect = (where: string, value: unknown) => {
    if (typeof value === 'string') texts.push({ where, text: value })
    else if (Array.isArray(value)) value.forEach((item, i) => collect(`${where}[${i}]`, item))
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) collect(`${where}.${key}`, item)
  }
  for (const page of seedPages(country))
    for (const locale of ['pt', 'en'] as const) {
      const { layout, ...copy } = page[locale]
      collect(`${page.pt.path} (${locale})`, { ...copy, layout: layout(refs) })
    }
  collect('news', seedNewsData(country))
  collect('campaigns', seedCampaignData[country])
  collect('packages', seedPackages[country])
  return texts
}

describe('channel counts in the seeded text', () => {
  // The biggest package carries the whole line-up: no text may promise more channels than that.
  it.each(countries)(
    '%s: no page, article, campaign or package claims more channels than the line-up has',
    (country) => {
      const lineUp = channelsFor(country).length
      const claims = seededTexts(country).flatMap(({ where, text }) =>
        claimedChannelCounts(text).map((claimed) => ({ where, claimed, text })),
      )
      expect(claims.filter(({ claimed }) => claimed > lineUp)).toEqual([])
    },
  )

  it('finds a claim however it is written (the check can fail)', () => {
    expect(claimedChannelCounts('Mais de 160 canais em Angola')).toEqual([160])
    expect(claimedChannelCounts('Over 110 TV channels for 30 days')).toEqual([110])
  })
})
