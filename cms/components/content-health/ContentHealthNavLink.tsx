import type { ServerProps } from 'payload'
import { messagesFor } from './messages'

/** After the collections in the admin navigation: the way to the content-health view. */
export function ContentHealthNavLink({ payload, i18n }: ServerProps) {
  const adminRoute = payload.config.routes.admin
  return (
    <a className="nav__link" href={`${adminRoute}/content-health`} id="nav-content-health">
      <span className="nav__link-label">{messagesFor(i18n?.language).navLink}</span>
    </a>
  )
}
