import type { TFunction } from 'i18next'
import type { Media, Page } from '@/cms/payload-types'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'

/** Every block type the CMS can put in a page layout, as Payload generated it. */
export type LayoutBlock = NonNullable<Page['layout']>[number]
export type BlockType = LayoutBlock['blockType']
export type BlockOf<T extends BlockType> = Extract<LayoutBlock, { blockType: T }>

/** What every block may need to know about the page it is on. */
export type BlockContext = {
  country: CountryCode
  locale: Locale
  /** The first block of a page carries the page's h1 when it has a heading of its own. */
  isFirst: boolean
  /** Interface strings in the page's language (resolved once per page, on the server). */
  t: TFunction<'common'>
  /** The page's path in its language, without the /en prefix (e.g. "/zap-fibra/wifi-6"). */
  path: string
  /** The last address segment when the page takes /path/{id} (see the page's "takesId"). */
  param?: string
}

export type BlockProps<T extends BlockType> = { block: BlockOf<T>; context: BlockContext }

/** Where a block reads the id of /path/{id}: the page's country and language and the id's segment. */
export type ParamContext = Pick<BlockContext, 'country' | 'locale'> & { param: string }

/**
 * Title, description and share image of the document a page shows at /path/{id} (a campaign, an
 * article, a novela): a shared link previews the document, not the list page's first image.
 */
export type ParamMetadata = { title: string; description?: string; image?: Media | null }
