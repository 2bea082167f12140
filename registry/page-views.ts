import { looksLikeDay } from '@/blocks/cinema-showtimes/showtime-days'
import { isGuideSegment } from '@/blocks/tv-guide/guide-views'
import type { BlockType, LayoutBlock } from './types'

/**
 * Blocks that show their own page in another state one segment deeper, whether or not the page
 * takes /path/{id}: "Em cartaz" shows one day per address (/zap-cinemas/em-exibicao/2026-11-25),
 * the TV guide a view (/tv/guia-tv/agora, /tv/guia-tv/esta-noite, /tv/guia-tv/2026-11-25). Each
 * names the segments it reads. Such an address is a view of the page: the same blocks, and search
 * engines are pointed at the page's own address.
 */
const viewSegments: { [T in BlockType]?: (segment: string) => boolean } = {
  cinemaShowtimes: looksLikeDay,
  tvGuide: isGuideSegment,
}

/** Whether `segment` under a page with these blocks is a view of that page. */
export function isPageView(blocks: readonly LayoutBlock[], segment: string): boolean {
  return blocks.some((block) => viewSegments[block.blockType]?.(segment) === true)
}
