'use client'

import { useT } from '@/lib/i18n/client'
import { homePath } from '@/lib/routing/localized-path'
import { isLocale } from '@/lib/locales'
import { NotFoundMessage } from './NotFoundMessage'

/**
 * The not-found boundary's page (a block's `notFound()` for an id that names nothing): the message
 * without the frame, as the boundary has no page data; the language comes from the site layout.
 * Addresses no page answers get the framed page instead (app/(site)/…/(pages)/%5F404).
 */
export function NotFoundView() {
  const { t, i18n } = useT('common')
  const locale = isLocale(i18n.language) ? i18n.language : 'pt'
  return (
    <main id="main">
      {/* React hoists this into <head>: the not-found boundary has no metadata of its own. */}
      <title>{`${t('notFound.title')} · ZAP`}</title>
      <NotFoundMessage
        title={t('notFound.title')}
        body={t('notFound.body')}
        home={t('notFound.home')}
        homeHref={homePath(locale)}
      />
    </main>
  )
}
