import type { ServerProps } from 'payload'
import { messagesFor } from './messages'

/** Where the view lives under the admin route (registered in cms/payload.config.ts). */
export const LEADS_BY_SOURCE_PATH = '/leads-by-source'

/** After the collections in the admin navigation: the way to the leads-by-source view. */
export function LeadsBySourceNavLink({ payload, i18n }: ServerProps) {
  const adminRoute = payload.config.routes.admin
  return (
    <a className="nav__link" href={`${adminRoute}${LEADS_BY_SOURCE_PATH}`} id="nav-leads-by-source">
      <span className="nav__link-label">{messagesFor(i18n?.language).navLink}</span>
    </a>
  )
}
