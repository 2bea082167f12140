import type { Validate } from 'payload'
import type { Page } from '@/cms/payload-types'
import { inAdminLanguage } from '@/cms/i18n/message'

type Block = NonNullable<Page['layout']>[number]
type PackageData = { id?: number; service?: string; country?: unknown; ctaAction?: string }

const idOf = (value: unknown): number | undefined =>
  typeof value === 'number'
    ? value
    : typeof value === 'object' && value !== null
      ? (value as { id?: number }).id
      : undefined

/**
 * Whether a page's blocks show a package: a grid or comparison of its service, or a carousel that
 * lists it. A button to such a page would take the visitor to the page they are already on.
 */
export function pageShowsPackage(layout: readonly Block[] | null | undefined, pkg: PackageData): boolean {
  return (layout ?? []).some((block) => {
    if (block.blockType === 'packageGrid' || block.blockType === 'packageComparison')
      return block.service === pkg.service
    if (block.blockType === 'packageCarousel')
      return (block.tabs ?? []).some((tab) => (tab.packages ?? []).some((p) => idOf(p) === pkg.id))
    return false
  })
}

/**
 * "Go to page" needs a page of the package's own country that does not itself show the package
 * (in either language): otherwise the button would lead back to where the visitor is.
 */
export const validatePackagePage: Validate<unknown, unknown, PackageData> = async (value, { siblingData, req }) => {
  if (siblingData?.ctaAction !== 'page') return true
  const pageId = idOf(value)
  if (pageId === undefined)
    return inAdminLanguage(req, { pt: 'Escolha a página do botão.', en: "Choose the button's page." })
  const page = await req.payload
    .findByID({ collection: 'pages', id: pageId, locale: 'all', depth: 0, draft: true, req, overrideAccess: true })
    .catch(() => null)
  if (!page) return inAdminLanguage(req, { pt: 'Esta página não existe.', en: 'This page does not exist.' })
  if (idOf(page.country) !== idOf(siblingData.country))
    return inAdminLanguage(req, {
      pt: 'Escolha uma página do país do pacote.',
      en: "Choose a page of the package's country.",
    })
  // Localized blocks read with locale "all" come back as { pt, en }.
  const layouts = Object.values((page.layout ?? {}) as unknown as Record<string, Block[] | null>)
  if (layouts.some((layout) => pageShowsPackage(layout, siblingData)))
    return inAdminLanguage(req, {
      pt: 'Esta página já mostra este pacote: o botão levaria o visitante à página onde já está. Escolha outra ação ou página.',
      en: 'This page already shows this package: the button would take the visitor to the page they are on. Choose another action or page.',
    })
  return true
}
