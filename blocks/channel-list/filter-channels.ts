import type { ChannelEntry, ChannelGenre } from '@/lib/content/get-channels'

export type ChannelFilters = { packageId: string; genre: '' | ChannelGenre }
export const NO_CHANNEL_FILTERS: ChannelFilters = { packageId: '', genre: '' }

export const hasChannelFilters = (filters: ChannelFilters) => filters.packageId !== '' || filters.genre !== ''

/** The channels in the chosen package and genre (empty filter = any), in their given order. */
export function filterChannels(channels: ChannelEntry[], { packageId, genre }: ChannelFilters): ChannelEntry[] {
  const pkg = packageId === '' ? null : Number(packageId)
  return channels.filter(
    (channel) => (pkg === null || channel.packageIds.includes(pkg)) && (genre === '' || channel.genre === genre),
  )
}

/** The genres that some channel has, sorted by their label in the page language. */
export function genresOf(
  channels: ChannelEntry[],
  label: (genre: ChannelGenre) => string,
  locale: string,
): ChannelGenre[] {
  return [...new Set(channels.map((channel) => channel.genre))].sort((a, b) => label(a).localeCompare(label(b), locale))
}
