import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Frame } from '../../../../../../layouts/Frame'
import { getPublishedPage } from '../../../../../../lib/content/get-page'
import { isCountryCode } from '../../../../../../lib/countries'
import { getT } from '../../../../../../lib/i18n/server'
import { isLocale } from '../../../../../../lib/locales'
import { frameForPath } from '../../../../../../lib/routing/frame'
import { pathFromSegments } from '../../../../../../lib/routing/paths'
import { firstBlockHasHeading, RenderBlocks } from '../../../../../../registry/RenderBlocks'

type Props = { params: Promise<{ country: string; locale: string; path?: string[] }> }

// Pages are rendered on first visit, then served from the cache until a publish expires their tags.
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

async function load(params: Props['params']) {
  const { country, locale, path: segments } = await params
  const path = pathFromSegments(segments)
  if (!isCountryCode(country) || !isLocale(locale) || path === null) return null
  const page = await getPublishedPage(country, locale, path)
  return page ? { page, country, locale, path } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params)
  if (!found) return {}
  const { page } = found
  return {
    title: page.seo?.title || `${page.title} · ZAP`,
    description: page.seo?.description || undefined,
  }
}

export default async function SitePage({ params }: Props) {
  const found = await load(params)
  if (!found) notFound()
  const { page, country, locale, path } = found
  const { t } = await getT('common', { lng: locale })
  const blocks = page.layout ?? []
  return (
    <Frame
      frame={frameForPath(path, page.frame)}
      path={path}
      country={country}
      locale={locale}
      labels={{ skip: t('skipToContent'), home: t('homeLink') }}
    >
      {firstBlockHasHeading(blocks) ? null : <h1 className="visually-hidden">{page.title}</h1>}
      <RenderBlocks blocks={blocks} context={{ country, locale, t }} />
    </Frame>
  )
}
