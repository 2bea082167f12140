import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'
import { countryLinks, navItems, secondaryItems } from '@/components/chrome/chrome-data'
import { Frame } from '@/layouts/Frame'
import { JsonLd } from '@/components/seo/JsonLd'
import { existsInCountry } from '@/lib/content/get-alternates'
import { getSettings } from '@/lib/content/get-settings'
import { COUNTRY_CODES, type CountryCode } from '@/lib/countries'
import { translatorFor } from '@/lib/i18n/translator'
import type { Locale } from '@/lib/locales'
import { frameForPath, serviceTypeForPath } from '@/lib/routing/frame'
import { publicPath } from '@/lib/routing/localized-path'
import { previewUser } from '@/lib/preview/preview-user'
import { PreviewBar } from '@/components/preview/PreviewBar.lazy'
import { siteUrls } from '@/lib/routing/site-urls'
import { firstBlockImage } from '@/lib/seo/open-graph'
import { organizationJsonLd } from '@/lib/seo/organization'
import { pageMetadata } from '@/lib/seo/page-metadata'
import { pathsAcrossCountries } from '@/lib/seo/page-paths'
import { metadataForParam } from '@/registry/param-metadata'
import { frameShowsNewsletter } from '@/registry/frame-newsletter'
import { firstBlockHasHeading, RenderBlocks } from '@/registry/RenderBlocks'
import { blocksShown } from '@/registry/show-on'
import { loadSitePage, type SitePageParams } from '@/app/(site)/[country]/[locale]/(pages)/[[...path]]/load-page'

type Props = { params: SitePageParams }

// Pages are rendered on first visit, then served from the cache until a publish expires their tags.
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await loadSitePage(params)
  if (!found) return {}
  const { page, country, locale, path, pagePath, param, view, alternates, pageAlternates } = found
  const shown = param && !view ? await metadataForParam(page.layout ?? [], { country, locale, param }) : null
  return pageMetadata({
    country,
    locale,
    path: view ? pagePath : path,
    title: shown?.title || page.seo?.title || `${page.title} · ZAP`,
    description: shown?.description || page.seo?.description,
    paths: view
      ? await pathsAcrossCountries(country, pageAlternates)
      : await pathsAcrossCountries(country, alternates, param),
    image: shown?.image ?? firstBlockImage(page.layout ?? []),
  })
}

export default async function SitePage({ params }: Props) {
  const found = await loadSitePage(params)
  if (!found) notFound()
  const { page, country, locale, path, param, view, alternates } = found
  const t = translatorFor(locale)
  const other: Locale = locale === 'pt' ? 'en' : 'pt'
  const settings = await getSettings(country, locale)
  // The country switch keeps the visitor on this page where the other country has it, else its home.
  const pathIn = Object.fromEntries(
    await Promise.all(
      COUNTRY_CODES.map(
        async (c) => [c, c === country || (await existsInCountry(c, locale, path)) ? path : '/'] as const,
      ),
    ),
  ) as Record<CountryCode, string>
  const chrome = {
    settings,
    nav: navItems(settings?.mainMenu, country, t),
    secondaryNav: secondaryItems(settings, serviceTypeForPath(path), country, t),
    countries: countryLinks(country, siteUrls(), (c) => publicPath(locale, pathIn[c]), t),
    languageHref: publicPath(other, alternates[other] ?? '/'),
    year: new Date().getFullYear(),
  }
  const blocks = blocksShown(page.layout ?? [], view ? undefined : param)
  // Draft mode (a CMS user's preview): the bar that says so and leads out, and no first-visit prompts.
  const { isEnabled: preview } = await draftMode()
  const previewer = preview ? await previewUser() : null
  return (
    <>
      <Frame
        frame={frameForPath(path, page.frame)}
        path={path}
        country={country}
        locale={locale}
        t={t}
        chrome={chrome}
        newsletter={frameShowsNewsletter(page.showNewsletter, blocks)}
        prompts={!preview}
      >
        {preview ? (
          <PreviewBar
            locale={locale}
            returnTo={publicPath(locale, path)}
            doc={previewer ? { title: page.title, status: page._status ?? 'draft' } : null}
          />
        ) : null}
        {firstBlockHasHeading(blocks) ? null : <h1 className="visually-hidden">{page.title}</h1>}
        <RenderBlocks blocks={blocks} context={{ country, locale, t, path, param }} />
      </Frame>
      {/* Outside the frame, so it is no part of the page's main content. */}
      <JsonLd data={organizationJsonLd(country, locale, siteUrls()[country], settings)} />
    </>
  )
}
