import type { BlockOf } from '@/registry/types'

/** The block's filter and page size, as the queries take them. */
export const newsQueryOf = (block: BlockOf<'newsList'>) => ({
  filter: { category: block.category ?? null, featuredOnly: Boolean(block.featuredOnly) },
  // The CMS bounds it to 1..24; a hand-made or older block still gets a sane page.
  pageSize: Math.min(24, Math.max(1, Math.trunc(block.pageSize) || 9)),
})
