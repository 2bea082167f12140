import { VIDEO_CLUB_TABS } from '@/cms/collections/Movies'
import type { VideoClubTab } from '@/lib/content/get-movies'
import { activeShelf } from './MovieProgrammeView'

/**
 * The video club shelf at /zap-fibra/videoclube/{shelf} (the first one without a segment), for the
 * block and the proxy's 404 alike; null for a segment that names no shelf.
 */
export function videoClubShelfOf(param: string | undefined): VideoClubTab | null {
  return activeShelf(param, VIDEO_CLUB_TABS)
}
