/**
 * Collections shown only inside list blocks (packages, channels, FAQs…): their preview opens the
 * first page of the document's country with such a list (lib/preview/preview-target.ts).
 */
export const LISTED_ONLY = [
  'channels',
  'packages',
  'faqs',
  'manuals',
  'stores',
  'movies',
  'jobs',
  'cinema-films',
] as const
export type ListedOnly = (typeof LISTED_ONLY)[number]

/**
 * The collections whose documents open in the live preview (app/(site-api)/api/preview resolves their
 * address, cms/admin/preview.ts gives them the admin's preview). A country's settings open its home
 * page, which shows their menus and footer.
 */
export const PREVIEWABLE = ['pages', 'news', 'campaigns', 'novels', 'settings', ...LISTED_ONLY] as const
export type Previewable = (typeof PREVIEWABLE)[number]
export const isPreviewable = (value: string): value is Previewable => (PREVIEWABLE as readonly string[]).includes(value)
