import type { ReactNode } from 'react'
import type { IconName } from '@/lib/ui/icons'

/**
 * The drawings, on a 24x24 grid with 2px round strokes in the current text colour. A Record keyed by
 * IconName makes `tsc` fail when lib/ui/icons.ts gains a name nobody drew.
 */
const DRAWINGS: Record<IconName, ReactNode> = {
  satellite: (
    <>
      <path d="M4 9a7.78 7.78 0 0 0 11 11z" />
      <path d="M9.5 14.5 14 10" />
      <circle cx="15" cy="9" r="1.2" />
      <path d="M15 5a4 4 0 0 1 4 4" />
      <path d="M15 1.5a7.5 7.5 0 0 1 7.5 7.5" />
    </>
  ),
  fibre: (
    <>
      <path d="M2 6c5 0 6 6 11 6" />
      <path d="M2 12h11" />
      <path d="M2 18c5 0 6-6 11-6" />
      <rect x="13" y="9.5" width="5" height="5" rx="1" />
      <path d="M18 12h4" />
    </>
  ),
  tv: (
    <>
      <rect x="2" y="6" width="20" height="13" rx="2" />
      <path d="m8 2 4 4 4-4" />
      <path d="M8 22h8" />
    </>
  ),
  cinema: (
    <>
      <rect x="3" y="10" width="18" height="11" rx="1" />
      <path d="M3 10 2.2 6.7 19.7 2.2l.8 3.3z" />
      <path d="m6.6 5.6 2.5 2.8" />
      <path d="m11.8 4.2 2.6 2.9" />
    </>
  ),
  app: (
    <>
      <rect x="6" y="2" width="12" height="20" rx="2.5" />
      <path d="M10.5 8.5v5l4-2.5z" />
      <path d="M11 18.5h2" />
    </>
  ),
  card: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <path d="M2 10h20" />
      <path d="M6 15h4" />
    </>
  ),
  help: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3" />
      <path d="M12 17h.01" />
    </>
  ),
  wifi: (
    <>
      <path d="M1.5 8.8a16 16 0 0 1 21 0" />
      <path d="M5 12.5a11 11 0 0 1 14 0" />
      <path d="M8.5 16.2a6 6 0 0 1 7 0" />
      <path d="M12 20h.01" />
    </>
  ),
  router: (
    <>
      <rect x="2" y="13" width="20" height="8" rx="2" />
      <path d="M6 17h.01" />
      <path d="M10 17h.01" />
      <path d="M18 13V8" />
      <path d="M15.2 5.6a4 4 0 0 1 5.6 0" />
      <path d="M13 3.2a7.5 7.5 0 0 1 10 0" />
    </>
  ),
  film: (
    <>
      <circle cx="11" cy="11" r="9" />
      <circle cx="11" cy="6.5" r="1.6" />
      <circle cx="11" cy="15.5" r="1.6" />
      <circle cx="6.5" cy="11" r="1.6" />
      <circle cx="15.5" cy="11" r="1.6" />
      <path d="M11 20h11" />
    </>
  ),
  music: (
    <>
      <path d="M9 18V5l12-2v13" />
      <circle cx="6" cy="18" r="3" />
      <circle cx="18" cy="16" r="3" />
    </>
  ),
  sport: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="m12 7.5 4.3 3.1-1.6 5H9.3l-1.6-5z" />
      <path d="M12 7.5V2" />
      <path d="m16.3 10.6 5.2-1.7" />
      <path d="m14.7 15.6 3.2 4.5" />
      <path d="m9.3 15.6-3.2 4.5" />
      <path d="M7.7 10.6 2.5 8.9" />
    </>
  ),
  kids: (
    <>
      <path d="M12 2c2.8 0 5 2.6 5 6 0 3.5-2.5 6-5 6s-5-2.5-5-6c0-3.4 2.2-6 5-6z" />
      <path d="m11 14 1 1.5 1-1.5" />
      <path d="M12 15.5c-1.5 2 1.5 3.5 0 6.5" />
    </>
  ),
  news: (
    <>
      <path d="M4 4h12v17H7a3 3 0 0 1-3-3z" />
      <path d="M16 9h4v9a3 3 0 0 1-3 3h-1" />
      <path d="M8 8h4" />
      <path d="M8 12h4" />
      <path d="M8 16h4" />
    </>
  ),
  phone: <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z" />,
  shop: (
    <>
      <path d="M3 9 4.5 4h15L21 9" />
      <path d="M3 9a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0" />
      <path d="M5 11.5V21h14v-9.5" />
      <path d="M10 21v-5h4v5" />
    </>
  ),
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18" />
      <path d="M8 3v4" />
      <path d="M16 3v4" />
    </>
  ),
  star: <path d="m12 3 2.35 6.26 6.69.3-5.24 4.18 1.78 6.45L12 16.5l-5.58 3.69 1.78-6.45-5.24-4.18 6.69-.3z" />,
  play: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M10 8.5v7l5.5-3.5z" />
    </>
  ),
  gift: (
    <>
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M5 12v9h14v-9" />
      <path d="M12 8v13" />
      <path d="M12 8c-1.5-3-5-4-5.5-2S9 8 12 8z" />
      <path d="M12 8c1.5-3 5-4 5.5-2S15 8 12 8z" />
    </>
  ),
  shield: (
    <>
      <path d="m12 2 8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5z" />
      <path d="m8.5 12 2.5 2.5 4.5-5" />
    </>
  ),
  speed: (
    <>
      <path d="M4 18a9 9 0 1 1 16 0" />
      <path d="m12 14 4-5" />
      <circle cx="12" cy="14" r="1" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M2 12h20" />
      <path d="M12 2a15 15 0 0 1 0 20 15 15 0 0 1 0-20z" />
    </>
  ),
  download: (
    <>
      <path d="M12 3v12" />
      <path d="m7 10 5 5 5-5" />
      <path d="M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />
    </>
  ),
}

type IconProps = {
  name: IconName
  size?: number
  /** Only when the icon means something on its own; without it the icon is decorative. */
  title?: string
  className?: string
}

/** One of the site's icons. Decorative (hidden from screen readers) unless it has a title. */
export function Icon({ name, size = 24, title, className }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      data-icon={name}
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      aria-label={title || undefined}
      focusable="false"
    >
      {title ? <title>{title}</title> : null}
      {DRAWINGS[name]}
    </svg>
  )
}
