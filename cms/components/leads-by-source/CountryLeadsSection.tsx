import type { ReactNode } from 'react'
import { exportCsvHref } from '@/cms/hooks/export-csv'
import { COUNTRY_NAMES } from '@/lib/countries'
import type { Breakdown, CampaignCount, SourceCount } from './group-leads'
import styles from './LeadsBySource.module.scss'
import { leadsWhere } from './leads-where'
import type { CountryLeads, LeadForm } from './load-leads-by-source'
import type { LeadsBySourceMessages } from './messages'

const DAY_MS = 24 * 60 * 60 * 1000

/** What the section needs of the admin around it: its copy, the forms' names, dates, the API route. */
export type Format = {
  m: LeadsBySourceMessages
  /** The forms counted, in the order of their columns (the loader's LEAD_FORMS). */
  forms: readonly LeadForm[]
  /** A form's name as the admin's navigation shows it. */
  label: (form: LeadForm) => string
  /** A UTC date, or a range of them, in the admin's language. */
  day: Intl.DateTimeFormat
  apiRoute: string
}

/**
 * One country's leads of the window: a summary, the week × form table, the top pages, packages and
 * campaigns, or the empty state, and each form's leads of these weeks as CSV. Every table has a
 * caption and scoped headers, so a screen reader names each cell by its week or source and column.
 */
export function CountryLeadsSection({ data, format }: { data: CountryLeads; format: Format }) {
  const { country, countryId, report, truncated } = data
  const { m, label, day, apiRoute } = format
  const id = (part: string) => `leads-${country}-${part}`
  const lastDay = new Date(report.window.end.getTime() - DAY_MS)
  // Forms without a lead in these weeks get no column (narrower on a phone); the export list below
  // still names every form with its count, so none is hidden.
  const forms = format.forms.filter((form) => report.totals[form] > 0)
  const where = leadsWhere(countryId, report.window)
  // What each CSV holds: every lead of the weeks, also past the limit of leads counted on this screen.
  const exported = (form: LeadForm) => truncated.find((cut) => cut.form === form)?.total ?? report.totals[form]
  return (
    <section aria-labelledby={id('title')} className={styles.country} data-country={country}>
      <h2 id={id('title')}>{COUNTRY_NAMES[country]}</h2>
      <p className={styles.summary}>{m.period(day.format(report.window.start), day.format(lastDay), report.total)}</p>
      {truncated.map((cut) => (
        <p key={cut.form} className={styles.note}>
          {m.truncated(label(cut.form), cut.read, cut.total)}
        </p>
      ))}
      {report.total === 0 ? (
        <p data-testid="leads-empty">{m.empty}</p>
      ) : (
        <>
          <ScrollTable id={id('weeks')} kind="weeks" caption={m.perWeek}>
            <thead>
              <tr>
                <th scope="col">{m.week}</th>
                {forms.map((form) => (
                  <th key={form} scope="col" className={styles.number}>
                    {label(form)}
                  </th>
                ))}
                <th scope="col" className={styles.number}>
                  {m.total}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.weeks.map((week) => (
                <tr key={week.week}>
                  <th scope="row">
                    <time dateTime={week.week}>
                      {m.weekLabel(
                        Number(week.week.slice(week.week.indexOf('W') + 1)),
                        day.formatRange(week.start, new Date(week.start.getTime() + 6 * DAY_MS)),
                      )}
                    </time>
                  </th>
                  {forms.map((form) => (
                    <Count key={form} value={week.counts[form]} />
                  ))}
                  <Count value={week.total} />
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{m.total}</th>
                {forms.map((form) => (
                  <Count key={form} value={report.totals[form]} />
                ))}
                <Count value={report.total} />
              </tr>
            </tfoot>
          </ScrollTable>

          <div className={styles.breakdowns}>
            <SourceTable
              kind="pages"
              caption={m.pages}
              column={m.page}
              data={report.pages}
              m={m}
              show={(page) => (page === null ? <span className={styles.muted}>{m.none}</span> : <code>{page}</code>)}
            />
            <SourceTable
              kind="packages"
              caption={m.packages}
              column={m.package}
              data={report.packages}
              m={m}
              show={(name) => name ?? <span className={styles.muted}>{m.noPackage}</span>}
            />
          </div>

          <CampaignTable id={id('campaigns')} data={report.campaigns} m={m} />
        </>
      )}

      <section aria-labelledby={id('export')} className={styles.exports}>
        <h3 id={id('export')}>{m.exportTitle}</h3>
        <p>{m.exportIntro}</p>
        <ul>
          {format.forms.map((form) => (
            <li key={form}>
              <a href={exportCsvHref(apiRoute, form, where)} download>
                {m.exportLink(label(form))}
              </a>
              : {m.exportCount(exported(form))}
            </li>
          ))}
        </ul>
      </section>
    </section>
  )
}

/**
 * A table wider than a phone's screen scrolls inside its box. The box is focusable and named by
 * the table's caption, so a keyboard user can scroll it and a screen reader announces what it holds.
 */
function ScrollTable({
  id,
  kind,
  caption,
  children,
}: {
  id: string
  kind: string
  caption: string
  children: ReactNode
}) {
  return (
    <div className={styles.scroll} role="region" aria-labelledby={id} tabIndex={0}>
      <table className={styles.table} data-kind={kind}>
        <caption id={id}>{caption}</caption>
        {children}
      </table>
    </div>
  )
}

function Count({ value }: { value: number }) {
  return <td className={`${styles.number}${value === 0 ? ` ${styles.zero}` : ''}`}>{value}</td>
}

/** The rows past the top ones: how many other sources, and their leads together. */
function RestRow({
  rest,
  columns,
  m,
}: {
  rest: Breakdown<unknown>['rest']
  columns: number
  m: LeadsBySourceMessages
}) {
  if (rest.sources === 0) return null
  return (
    <tr>
      <th scope="row" colSpan={columns - 1}>
        <span className={styles.muted}>{m.rest(rest.sources)}</span>
      </th>
      <Count value={rest.leads} />
    </tr>
  )
}

function SourceTable({
  kind,
  caption,
  column,
  data,
  m,
  show,
}: {
  kind: string
  caption: string
  column: string
  data: Breakdown<SourceCount>
  m: LeadsBySourceMessages
  show: (label: string | null) => ReactNode
}) {
  // Two columns fit a 320 px screen once long paths wrap, so no scrolling box is needed.
  return (
    <div className={styles.block}>
      <table className={styles.table} data-kind={kind}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{column}</th>
            <th scope="col" className={styles.number}>
              {m.leads}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row) => (
            <tr key={row.label ?? ''}>
              <th scope="row">{show(row.label)}</th>
              <Count value={row.count} />
            </tr>
          ))}
          <RestRow rest={data.rest} columns={2} m={m} />
        </tbody>
      </table>
    </div>
  )
}

function CampaignTable({ id, data, m }: { id: string; data: Breakdown<CampaignCount>; m: LeadsBySourceMessages }) {
  const value = (text: string | null) => text ?? <span className={styles.muted}>{m.none}</span>
  return (
    <ScrollTable id={id} kind="campaigns" caption={m.campaigns}>
      <thead>
        <tr>
          <th scope="col">{m.campaign}</th>
          <th scope="col">{m.source}</th>
          <th scope="col">{m.medium}</th>
          <th scope="col" className={styles.number}>
            {m.leads}
          </th>
        </tr>
      </thead>
      <tbody>
        {data.rows.map((row) => (
          <tr key={JSON.stringify([row.campaign, row.source, row.medium])}>
            <th scope="row">{value(row.campaign)}</th>
            <td>{value(row.source)}</td>
            <td>{value(row.medium)}</td>
            <Count value={row.count} />
          </tr>
        ))}
        <RestRow rest={data.rest} columns={4} m={m} />
      </tbody>
    </ScrollTable>
  )
}
