'use client'

import { homePath } from '@/lib/routing/localized-path'
import { NotFoundMessage } from './NotFoundMessage'
import { useStatusLabels } from './StatusLabels'

/**
 * The not-found boundary's page (a block's `notFound()` for an id that names nothing): the message
 * without the frame, as the boundary has no page data; the language and strings come from the site layout.
 * Addresses where no page exists get the framed page instead (app/(site)/…/(pages)/%5F404).
 */
export function NotFoundView() {
  const { locale, notFound } = useStatusLabels()
  return (
    <main id="main">
      {/* React hoists this into <head>: the not-found boundary has no metadata of its own. */}
      <title>{`${notFound.title} · ZAP`}</title>
      <NotFoundMessage title={notFound.title} body={notFound.body} home={notFound.home} homeHref={homePath(locale)} />
    </main>
  )
}
