import type { ServerProps } from 'payload'
import { isAdminUser, type CmsUser } from '@/cms/access/rules'
import { messagesFor } from './messages'

/** Where the view lives under the admin route (registered in cms/payload.config.ts). */
export const PERSONAL_DATA_PATH = '/personal-data'

/** After the collections in the admin navigation, for administrators only: the way to Personal data. */
export function PersonalDataNavLink({ payload, i18n, user }: ServerProps) {
  if (!isAdminUser((user ?? null) as CmsUser | null)) return null
  const adminRoute = payload.config.routes.admin
  return (
    <a className="nav__link" href={`${adminRoute}${PERSONAL_DATA_PATH}`} id="nav-personal-data">
      <span className="nav__link-label">{messagesFor(i18n?.language).navLink}</span>
    </a>
  )
}
