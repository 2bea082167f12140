import { DefaultTemplate } from '@payloadcms/next/templates'
import { getTranslation } from '@payloadcms/translations'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { ReactNode } from 'react'
import type { AdminViewServerProps, CollectionSlug } from 'payload'
import { COUNTRY_NAMES, type CountryCode, isCountryCode } from '@/lib/countries'
import type {
  BrokenLinkRow,
  CountryHealth,
  DocId,
  MissingAltRow,
  MissingEnglishRow,
  MissingImageRow,
  PlaceholderRow,
} from '@/lib/content-health/types'
import styles from './ContentHealth.module.scss'
import { loadContentHealth } from './load-content-health'
import { loadPlaceholders } from './load-placeholders'
import { type HealthMessages, messagesFor } from './messages'

export const CONTENT_HEALTH_PATH = '/content-health'

/**
 * /admin/content-health: pages without English, internal links to nowhere, images without alt
 * text and invented contact data to replace before launch, each row linking to the document to fix. Payload serves custom views without checking the
 * session, so this view sends anonymous visitors to the login first.
 */
export async function ContentHealthView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, locale, visibleEntities } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  if (!req.user) redirect(`${adminRoute}/login?redirect=${encodeURIComponent(adminRoute + CONTENT_HEALTH_PATH)}`)

  const m = messagesFor(req.i18n.language)
  const [report, allPlaceholders] = await Promise.all([
    loadContentHealth(req.payload),
    loadPlaceholders(req.payload, req.user),
  ])
  const shown = countriesShownTo(req.user)
  const countries = report.countries.filter((c) => shown === 'all' || shown.includes(c.country))
  // The placeholders were read with the user's own access; the country filter here is the view's second fence.
  const placeholders = allPlaceholders.filter(
    (row) => shown === 'all' || (row.country !== null && shown.includes(row.country)),
  )
  const shared = placeholders.filter((row) => row.country === null)
  const total =
    countries.reduce((sum, c) => sum + c.missingEnglish.length + c.brokenLinks.length + c.missingImages.length, 0) +
    report.media.length +
    placeholders.length
  const edit = (collection: string, id: DocId) => `${adminRoute}/collections/${collection}/${id}`
  const list = (collection: string, query: string) => `${adminRoute}/collections/${collection}${query}`
  const label = (collection: string) => {
    const singular = req.payload.collections[collection as CollectionSlug]?.config.labels.singular
    return singular ? String(getTranslation(singular, req.i18n)) : collection
  }
  const placeholderTable = (rows: PlaceholderRow[]) => (
    <PlaceholdersTable rows={rows} m={m} edit={edit} list={list} label={label} />
  )

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
          <p role="status" className={styles.summary}>
            {m.summary(total)}
          </p>
          {countries.map((health) => (
            <CountrySection key={health.country} health={health} m={m} edit={edit}>
              {placeholderTable(placeholders.filter((row) => row.country === health.country))}
            </CountrySection>
          ))}
          {shared.length > 0 ? (
            <section aria-labelledby="health-shared" className={styles.section}>
              <h2 id="health-shared">{m.sharedDocuments}</h2>
              {placeholderTable(shared)}
            </section>
          ) : null}
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
 * A country editor sees only their own country, since the report reads with
 * overridden access; administrators (and users from before roles) see both.
 */
function countriesShownTo(user: object): CountryCode[] | 'all' {
  const { role, country } = user as { role?: unknown; country?: unknown }
  if (role !== 'editor') return 'all'
  const code = typeof country === 'object' && country !== null ? (country as { code?: unknown }).code : null
  return isCountryCode(code) ? [code] : []
}

function CountrySection({
  health,
  m,
  edit,
  children,
}: {
  health: CountryHealth
  m: HealthMessages
  edit: Edit
  children: ReactNode
}) {
  const id = `health-${health.country}`
  return (
    <section aria-labelledby={id} className={styles.section} data-country={health.country}>
      <h2 id={id}>{COUNTRY_NAMES[health.country]}</h2>
      <MissingEnglishTable rows={health.missingEnglish} m={m} edit={edit} />
      <BrokenLinksTable rows={health.brokenLinks} m={m} edit={edit} />
      <MissingImagesTable rows={health.missingImages} m={m} edit={edit} />
      {children}
    </section>
  )
}

/** One kind of problem: a heading with its count, then a table (a row per problem) or "none". */
function ProblemTable({
  kind,
  title,
  intro,
  columns,
  rows,
  m,
}: {
  kind: string
  title: string
  intro?: string
  columns: string[]
  rows: { key: string; cells: ReactNode[] }[]
  m: HealthMessages
}) {
  return (
    <div data-kind={kind}>
      <h3 className={styles.heading}>
        {title} <span className={rows.length > 0 ? styles.countBad : styles.countOk}>({rows.length})</span>
      </h3>
      {intro ? <p>{intro}</p> : null}
      {rows.length === 0 ? (
        <p>{m.none}</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  {row.cells.map((cell, index) => (
                    <td key={index}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}

function MissingEnglishTable({ rows, m, edit }: { rows: MissingEnglishRow[]; m: HealthMessages; edit: Edit }) {
  return (
    <ProblemTable
      kind="missing-english"
      title={m.missingEnglish}
      // The page's status describes its Portuguese version; what is wrong is the English one, so
      // each gets its own column ("Published" alone read as if nothing were missing).
      columns={[m.document, m.path, m.portuguese, m.english]}
      m={m}
      rows={rows.map((row) => ({
        key: String(row.id),
        cells: [
          // Straight to the English form, where the editor can start it from the Portuguese one.
          <a key="doc" href={`${edit(row.collection, row.id)}?locale=en`}>
            {row.title}
          </a>,
          <code key="path">{row.path}</code>,
          m[row.status],
          `${m.englishMissing}: ${row.missing.map((part) => m.parts[part]).join(', ')}`,
        ],
      }))}
    />
  )
}

function BrokenLinksTable({ rows, m, edit }: { rows: BrokenLinkRow[]; m: HealthMessages; edit: Edit }) {
  return (
    <ProblemTable
      kind="broken-links"
      title={m.brokenLinks}
      columns={[m.document, m.field, m.link]}
      m={m}
      rows={rows.map((row, index) => ({
        key: `${row.collection}-${row.id}-${index}`,
        cells: [
          <>
            <a href={edit(row.collection, row.id)}>
              {row.collection === 'settings' ? `${m.settings}: ${row.document}` : row.document}
            </a>
            {row.status === 'draft' ? <span className={styles.badge}> ({m.draft})</span> : null}
          </>,
          row.field,
          <code key="href">{row.href}</code>,
        ],
      }))}
    />
  )
}

function MissingImagesTable({ rows, m, edit }: { rows: MissingImageRow[]; m: HealthMessages; edit: Edit }) {
  return (
    <ProblemTable
      kind="missing-images"
      title={m.missingImages}
      intro={rows.length > 0 ? m.missingImagesIntro : undefined}
      columns={[m.document, m.field, m.image, m.missing]}
      m={m}
      rows={rows.map((row, index) => ({
        key: `${row.id}-${index}`,
        cells: [
          <>
            <a href={edit(row.collection, row.id)}>{row.document}</a>
            {row.status === 'draft' ? <span className={styles.badge}> ({m.draft})</span> : null}
          </>,
          row.field,
          row.image ? <code key="image">{row.image}</code> : '—',
          m.problems[row.problem],
        ],
      }))}
    />
  )
}

function MissingAltTable({ rows, m, edit }: { rows: MissingAltRow[]; m: HealthMessages; edit: Edit }) {
  return (
    <ProblemTable
      kind="missing-alt"
      title={m.missingAlt}
      columns={[m.image, m.languages]}
      m={m}
      rows={rows.map((row) => ({
        key: String(row.id),
        cells: [
          <a key="img" href={edit(row.collection, row.id)}>
            {row.filename}
          </a>,
          row.missing.join(', '),
        ],
      }))}
    />
  )
}

/**
 * Invented contact data, one row per field and language. The link opens the document in the
 * field's language; its hash names the field's input (Payload's `field-…` id), which the browser
 * scrolls to when that input is on the page. A count of example documents (the illustrative
 * coverage areas) is one row that opens the list of them.
 */
function PlaceholdersTable({
  rows,
  m,
  edit,
  list,
  label,
}: {
  rows: PlaceholderRow[]
  m: HealthMessages
  edit: Edit
  list: (collection: string, query: string) => string
  label: (collection: string) => string
}) {
  return (
    <ProblemTable
      kind="placeholders"
      title={m.placeholders}
      intro={m.placeholdersIntro}
      columns={[m.document, m.field, m.placeholder, m.kind]}
      m={m}
      rows={rows.map((row) => ({
        key: `${row.collection}-${row.id}-${row.anchor}-${row.locale ?? ''}-${row.kind}-${row.value}`,
        cells: row.list
          ? [
              <a key="list" href={list(row.collection, row.list)}>
                {m.illustrativeAreas(row.value)}
              </a>,
              m.illustrativeField,
              <code key="value">{row.value}</code>,
              m.kinds[row.kind],
            ]
          : [
              <>
                <a
                  href={`${edit(row.collection, row.id)}${row.locale ? `?locale=${row.locale}` : ''}#${row.anchor}`}
                >{`${label(row.collection)}: ${row.document}`}</a>
                {row.status === 'draft' ? <span className={styles.badge}> ({m.draft})</span> : null}
              </>,
              row.field,
              <code key="value">{row.value}</code>,
              m.kinds[row.kind],
            ],
      }))}
    />
  )
}
