import type { NavLink } from './types'
import styles from './Chrome.module.scss'

/** One menu link: new-tab links say so, disabled ones are greyed text that cannot be followed. */
export function NavEntry({
  link,
  labels,
  className,
}: {
  link: NavLink
  labels: { newTab: string; unavailable: string }
  className?: string
}) {
  if (link.disabled) {
    return (
      <span className={`${className ?? ''} ${styles.disabled}`} aria-disabled="true">
        {link.label} <span className="visually-hidden">{labels.unavailable}</span>
      </span>
    )
  }
  return (
    <a
      className={className}
      href={link.href}
      {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {link.label}
      {link.newTab ? <span className="visually-hidden"> {labels.newTab}</span> : null}
    </a>
  )
}
