import { getTranslation } from '@payloadcms/translations'
import type { CollectionSlug, ServerProps } from 'payload'
import { COUNTRY_NAMES, type CountryCode } from '@/lib/countries'
import { isLocale } from '@/lib/locales'
import styles from './CountryDashboard.module.scss'
import { type CountryGlance, countriesFor, loadGlance } from './load-dashboard'
import { type DashboardMessages, dashboardMessagesFor } from './messages'

const CONTENT_HEALTH_PATH = '/content-health'
const TIME_ZONES: Record<CountryCode, string> = { ao: 'Africa/Luanda', mz: 'Africa/Maputo' }

/**
 * The first screen of /admin: the editor's country at a glance (Content health's counts, drafts,
 * upcoming scheduled publishes and unpublishes, leads of the last 7 days), each linking to where
 * the work is done. An administrator sees both countries or picks one (?country=ao|mz).
 */
export async function CountryDashboard({ payload, user, i18n, searchParams, locale }: ServerProps) {
  if (!user) return null
  const m = dashboardMessagesFor(i18n.language)
  const picked = searchParams?.country
  const codes = countriesFor(user, picked)
  // Titles in the admin's content language (Portuguese unless the editor switched it).
  const glances = await loadGlance(payload, user, codes, isLocale(locale?.code) ? locale.code : 'pt')
  const adminRoute = payload.config.routes.admin
  const label = (collection: string) => {
    const plural = payload.collections[collection as CollectionSlug]?.config.labels.plural
    return plural ? String(getTranslation(plural, i18n)) : collection
  }
  const isAdmin = (user as { role?: unknown }).role !== 'editor'
  // A schedule's time in its country's own clock, with the zone named, as the editor planned it.
  const when = (iso: string, country: CountryCode) =>
    new Intl.DateTimeFormat(i18n.language === 'pt' ? 'pt-PT' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: TIME_ZONES[country],
      timeZoneName: 'short',
    }).format(new Date(iso))
  return (
    <div className={styles.dashboard} data-testid="country-dashboard">
      <h2>{m.title}</h2>
      {isAdmin ? (
        <nav aria-label={m.show} className={styles.picker}>
          {m.show}:{' '}
          <a href={adminRoute} aria-current={codes.length > 1 ? 'page' : undefined}>
            {m.both}
          </a>
          {(['ao', 'mz'] as const).map((code) => (
            <a
              key={code}
              href={`${adminRoute}?country=${code}`}
              aria-current={codes.length === 1 && codes[0] === code ? 'page' : undefined}
            >
              {COUNTRY_NAMES[code]}
            </a>
          ))}
        </nav>
      ) : null}
      <div className={styles.countries}>
        {glances.map((glance) => (
          <CountryPanel key={glance.country} glance={glance} m={m} adminRoute={adminRoute} label={label} when={when} />
        ))}
      </div>
    </div>
  )
}

type PanelProps = {
  glance: CountryGlance
  m: DashboardMessages
  adminRoute: string
  label: (collection: string) => string
  when: (iso: string, country: CountryCode) => string
}

function CountryPanel({ glance, m, adminRoute, label, when }: PanelProps) {
  const { country, health, drafts, moreDrafts, schedules, leads } = glance
  const id = (part: string) => `dashboard-${country}-${part}`
  const edit = (collection: string, docId: number | string) => `${adminRoute}/collections/${collection}/${docId}`
  return (
    <section aria-labelledby={id('title')} className={styles.country} data-country={country}>
      <h3 id={id('title')}>{COUNTRY_NAMES[country]}</h3>

      <section aria-labelledby={id('health')} className={styles.block}>
        <h4 id={id('health')}>{m.health}</h4>
        <ul>
          <li>
            {m.missingEnglish}: <strong data-testid="missing-english">{health.missingEnglish}</strong>
          </li>
          <li>
            {m.brokenLinks}: <strong data-testid="broken-links">{health.brokenLinks}</strong>
          </li>
          <li>
            {m.placeholders}: <strong data-testid="placeholders">{health.placeholders}</strong>
          </li>
        </ul>
        <a href={`${adminRoute}${CONTENT_HEALTH_PATH}`}>{m.openHealth}</a>
      </section>

      <section aria-labelledby={id('drafts')} className={styles.block}>
        <h4 id={id('drafts')}>{m.drafts}</h4>
        {drafts.length === 0 ? (
          <p>{m.noDrafts}</p>
        ) : (
          <>
            <p className={styles.hint}>{m.draftsIntro}</p>
            <ul>
              {drafts.map((row) => (
                <li key={`${row.collection}-${row.id}`}>
                  <a href={edit(row.collection, row.id)}>{row.title}</a>{' '}
                  <span className={styles.hint}>({label(row.collection)})</span>
                </li>
              ))}
            </ul>
            {moreDrafts > 0 ? <p className={styles.hint}>{m.more(moreDrafts)}</p> : null}
          </>
        )}
      </section>

      <section aria-labelledby={id('scheduled')} className={styles.block}>
        <h4 id={id('scheduled')}>{m.scheduled}</h4>
        {schedules.length === 0 ? (
          <p>{m.noSchedules}</p>
        ) : (
          <ul>
            {schedules.map((row) => (
              <li key={`${row.collection}-${row.id}-${row.at}-${row.type}`}>
                <time dateTime={row.at}>{when(row.at, country)}</time> ·{' '}
                {row.type === 'unpublish' ? m.unpublish : m.publish}:{' '}
                <a href={edit(row.collection, row.id)}>{row.title}</a>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby={id('leads')} className={styles.block}>
        <h4 id={id('leads')}>{m.leads}</h4>
        {leads.length === 0 ? (
          <p>{m.noLeads}</p>
        ) : (
          <ul>
            {leads.map((row) => (
              <li key={row.collection}>
                <a href={`${adminRoute}/collections/${row.collection}`}>{label(row.collection)}</a>:{' '}
                <strong data-testid="count">{row.count}</strong>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  )
}
