import { DefaultTemplate } from '@payloadcms/next/templates'
import { getTranslation } from '@payloadcms/translations'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps, CollectionSlug } from 'payload'
import { countriesFor } from '@/cms/components/dashboard/load-dashboard'
import { COUNTRY_CODES, COUNTRY_NAMES } from '@/lib/countries'
import { CountryLeadsSection, type Format } from './CountryLeadsSection'
import styles from './LeadsBySource.module.scss'
import { LEADS_BY_SOURCE_PATH } from './LeadsBySourceNavLink'
import { LEAD_FORMS, loadLeadsBySource, WEEKS_SHOWN } from './load-leads-by-source'
import { messagesFor } from './messages'

/**
 * /admin/leads-by-source: per country, the leads of the last weeks per week and form, and the pages,
 * packages and campaigns that brought them, with each form's leads of those weeks as CSV. An editor
 * sees their own country, an administrator both or the one picked (?country=ao|mz), as on the
 * dashboard; every read is made with the user's own access. Payload serves custom views without
 * checking the session, so anonymous visitors are sent to the login first.
 */
export async function LeadsBySourceView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, locale, visibleEntities } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  const here = `${adminRoute}${LEADS_BY_SOURCE_PATH}`
  if (!req.user) redirect(`${adminRoute}/login?redirect=${encodeURIComponent(here)}`)

  const m = messagesFor(req.i18n.language)
  const codes = countriesFor(req.user, searchParams?.country)
  const countries = await loadLeadsBySource(req.payload, req.user, codes)
  const isAdmin = (req.user as { role?: unknown }).role !== 'editor'
  const format: Format = {
    m,
    forms: LEAD_FORMS,
    label: (form) => {
      const plural = req.payload.collections[form as CollectionSlug]?.config.labels.plural
      return plural ? String(getTranslation(plural, req.i18n)) : form
    },
    day: new Intl.DateTimeFormat(req.i18n.language === 'pt' ? 'pt-PT' : 'en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
    apiRoute: req.payload.config.routes.api,
  }

  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user}
      visibleEntities={{ collections: visibleEntities?.collections, globals: visibleEntities?.globals }}
    >
      <Gutter>
        <div className={styles.view} data-testid="leads-by-source">
          <h1>{m.title}</h1>
          <p className={styles.intro}>{m.intro(WEEKS_SHOWN)}</p>
          {isAdmin ? (
            <nav aria-label={m.show} className={styles.picker}>
              <span>{m.show}:</span>
              <a href={here} aria-current={codes.length > 1 ? 'page' : undefined}>
                {m.both}
              </a>
              {COUNTRY_CODES.map((code) => (
                <a
                  key={code}
                  href={`${here}?country=${code}`}
                  aria-current={codes.length === 1 && codes[0] === code ? 'page' : undefined}
                >
                  {COUNTRY_NAMES[code]}
                </a>
              ))}
            </nav>
          ) : null}
          {codes.length === 0 ? <p>{m.noCountry}</p> : null}
          {countries.map((country) => (
            <CountryLeadsSection key={country.country} data={country} format={format} />
          ))}
        </div>
      </Gutter>
    </DefaultTemplate>
  )
}
