import type { TypedUser, Where } from 'payload'

/**
 * How a listing query reads: as the visitor (published documents only), or for a CMS user previewing
 * in draft mode, the latest drafts with that user's own rights (an editor sees only their country).
 */
export const readAs = (previewer: TypedUser | null) =>
  previewer ? ({ draft: true, user: previewer, overrideAccess: false } as const) : ({ overrideAccess: false } as const)

/** The published-only condition, dropped for a previewer, who sees drafts too. */
export const publishedFor = (previewer: TypedUser | null): Where[] =>
  previewer ? [] : [{ _status: { equals: 'published' } }]
