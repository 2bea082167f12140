/** The site's icon set (drawn in layouts/icons/Icon.tsx); editors choose from these names. */
export const ICON_NAMES = [
  'satellite', 'fibre', 'tv', 'cinema', 'app', 'card', 'help', 'wifi', 'router', 'film', 'music', 'sport', 'kids',
  'news', 'phone', 'shop', 'calendar', 'star', 'play', 'gift', 'shield', 'speed', 'globe', 'download',
] as const
export type IconName = (typeof ICON_NAMES)[number]
