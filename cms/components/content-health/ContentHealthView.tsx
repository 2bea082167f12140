import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { COUNTRY_NAMES, type CountryCode, isCountryCode } from '../../../lib/countries'
import { loadContentHealth } from '../../../lib/content-health/load'
import type { BrokenLinkRow, CountryHealth, DocId, MissingAltRow, MissingEnglishRow } from '../../../lib/content-health/types'
import styles from './ContentHealth.module.scss'
import { type HealthMessages, messagesFor } from './messages'

export const CONTENT_HEALTH_PATH = '/content-health'

/**
 * /admin/content-health: pages without English, internal links to nowhere and images without alt
 * text, each row linking to the document to fix. Payload serves custom views without checking the
 * session, so this view sends anonymous visitors to the login first.
 */
export async function ContentHealthView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, locale, visibleEntities } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  if (!req.user) redirect(`${adminRoute}/login?redirect=${encodeURIComponent(adminRoute + CONTENT_HEALTH_PATH)}`)

  const m = messagesFor(req.i18n.language)
  const report = await loadContentHealth(req.payload)
  const shown = countriesShownTo(req.user)
  const countries = report.countries.filter((c) => shown === 'all' || shown.includes(c.country))
  const total = countries.reduce((sum, c) => sum + c.missingEnglish.length + c.brokenLinks.length, 0) + report.media.length
  const edit = (collection: string, id: DocId) => `${adminRoute}/collections/${collection}/${id}`

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
        <div className={styles.view} data-testid="content-health">
          <h1>{m.title}</h1>
          <p className={styles.intro}>{m.intro}</p>
          <p role="status" className={styles.summary}>{m.summary(total)}</p>
          {countries.map((health) => (
            <CountrySection key={health.country} health={health} m={m} edit={edit} />
          ))}
          <section aria-labelledby="health-media" className={styles.section}>
            <h2 id="health-media">{m.allCountries}</h2>
            <p>{m.mediaScope}</p>
            <MissingAltTable rows={report.media} m={m} edit={edit} />
          </section>
        </div>
      </Gutter>
    </DefaultTemplate>
  )
}

type Edit = (collection: string, id: DocId) => string

/**
 * A country editor (roles of issue 7) sees only their own country, since the report reads with
 * overridden access; administrators (and users from before roles) see both.
 */
function countriesShownTo(user: object): CountryCode[] | 'all' {
  const { role, country } = user as { role?: unknown; country?: unknown }
  if (role !== 'editor') return 'all'
  const code = typeof country === 'object' && country !== null ? (country as { code?: unknown }).code : null
  return isCountryCode(code) ? [code] : []
}

function CountrySection({ health, m, edit }: { health: CountryHealth; m: HealthMessages; edit: Edit }) {
  const id = `health-${health.country}`
  return (
    <section aria-labelledby={id} className={styles.section} data-country={health.country}>
      <h2 id={id}>{COUNTRY_NAMES[health.country]}</h2>
      <MissingEnglishTable rows={health.missingEnglish} m={m} edit={edit} />
      <BrokenLinksTable rows={health.brokenLinks} m={m} edit={edit} />
    </section>
  )
}

function Heading({ text, count }: { text: string; count: number }) {
  return (
    <h3 className={styles.heading}>
      {text} <span className={count > 0 ? styles.countBad : styles.countOk}>({count})</span>
    </h3>
  )
}

function MissingEnglishTable({ rows, m, edit }: { rows: MissingEnglishRow[]; m: HealthMessages; edit: Edit }) {
  return (
    <div data-kind="missing-english">
      <Heading text={m.missingEnglish} count={rows.length} />
      {rows.length === 0 ? (
        <p>{m.none}</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{m.document}</th>
                <th scope="col">{m.path}</th>
                <th scope="col">{m.status}</th>
                <th scope="col">{m.missing}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={String(row.id)}>
                  <td><a href={edit(row.collection, row.id)}>{row.title}</a></td>
                  <td><code>{row.path}</code></td>
                  <td>{m[row.status]}</td>
                  <td>{row.missing.map((part) => m.parts[part]).join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}

function BrokenLinksTable({ rows, m, edit }: { rows: BrokenLinkRow[]; m: HealthMessages; edit: Edit }) {
  return (
    <div data-kind="broken-links">
      <Heading text={m.brokenLinks} count={rows.length} />
      {rows.length === 0 ? (
        <p>{m.none}</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{m.document}</th>
                <th scope="col">{m.field}</th>
                <th scope="col">{m.link}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={`${row.collection}-${row.id}-${index}`}>
                  <td>
                    <a href={edit(row.collection, row.id)}>{row.collection === 'settings' ? `${m.settings}: ${row.document}` : row.document}</a>
                    {row.status === 'draft' ? <span className={styles.badge}> ({m.draft})</span> : null}
                  </td>
                  <td>{row.field}</td>
                  <td><code>{row.href}</code></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}

function MissingAltTable({ rows, m, edit }: { rows: MissingAltRow[]; m: HealthMessages; edit: Edit }) {
  return (
    <div data-kind="missing-alt">
      <Heading text={m.missingAlt} count={rows.length} />
      {rows.length === 0 ? (
        <p>{m.none}</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{m.image}</th>
                <th scope="col">{m.languages}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={String(row.id)}>
                  <td><a href={edit(row.collection, row.id)}>{row.filename}</a></td>
                  <td>{row.missing.join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
