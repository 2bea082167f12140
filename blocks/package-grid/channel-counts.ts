import type { ChannelCarriage } from '@/lib/content/get-packages'

/** How many channels carry each package (package id -> count). */
export function channelCounts(channels: ChannelCarriage[]): Map<number, number> {
  const counts = new Map<number, number>()
  for (const channel of channels) for (const id of new Set(channel.packages)) counts.set(id, (counts.get(id) ?? 0) + 1)
  return counts
}
