import type { IconName } from '../../lib/ui/icons'

// Placeholder until the icon drawings land (issue 5); every name renders a neutral circle.
export function Icon({ name, size = 24, title }: { name: IconName; size?: number; title?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden={title ? undefined : true} role={title ? 'img' : undefined} data-icon={name}>
      {title ? <title>{title}</title> : null}
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  )
}
