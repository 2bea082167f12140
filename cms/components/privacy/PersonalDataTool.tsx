'use client'
import { Button, useConfig, useTranslation } from '@payloadcms/ui'
import { type FormEvent, useId, useState } from 'react'
import type { FoundRecord } from '@/cms/privacy/endpoints'
import { COUNTRY_NAMES, isCountryCode } from '@/lib/countries'
import { readApiError } from '@/lib/rest/api-error'
import { messagesFor } from './messages'
import styles from './PersonalData.module.scss'

type Erased = { total: number; audit: number | string }

/**
 * The Personal data view's tool (cms/components/privacy/PersonalDataView.tsx): an e-mail or phone
 * number, the person's documents in both countries, their export (JSON or CSV, downloaded) and
 * their erasure after a confirmation. Every step is a call to the administrators' endpoints
 * (cms/privacy/endpoints.ts), which check the role and the identifier again; a refusal's message is
 * shown as the server wrote it, in the admin's language.
 */
export function PersonalDataTool() {
  const { i18n } = useTranslation()
  const {
    config: { routes, serverURL },
  } = useConfig()
  const id = useId()
  const m = messagesFor(i18n.language)
  const dates = new Intl.DateTimeFormat(i18n.language === 'pt' ? 'pt-PT' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  const [typed, setTyped] = useState('')
  // The identifier the list was found with: exports and the erasure act on it, whatever is typed since.
  const [searched, setSearched] = useState<string | null>(null)
  const [records, setRecords] = useState<FoundRecord[] | null>(null)
  const [busy, setBusy] = useState<'find' | 'export' | 'erase' | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [erased, setErased] = useState<Erased | null>(null)

  const call = async (action: 'find' | 'export' | 'erase', body: object): Promise<Response | null> => {
    setBusy(action)
    setProblem(null)
    try {
      const response = await fetch(`${serverURL}${routes.api}/privacy/${action}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      if (response.ok) return response
      setProblem(readApiError(await response.json().catch(() => null)).message ?? m.failed)
    } catch {
      setProblem(m.failed)
    } finally {
      setBusy(null)
    }
    return null
  }

  const find = async (event: FormEvent) => {
    event.preventDefault()
    setConfirming(false)
    setErased(null)
    const response = await call('find', { identifier: typed })
    if (!response) return
    setRecords(((await response.json()) as { records: FoundRecord[] }).records)
    setSearched(typed)
  }

  const download = async (format: 'json' | 'csv') => {
    const response = await call('export', { identifier: searched, format })
    if (!response) return
    const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `data.${format}`
    const url = URL.createObjectURL(await response.blob())
    const link = document.createElement('a')
    link.href = url
    link.download = name
    link.click()
    URL.revokeObjectURL(url)
  }

  const erase = async () => {
    const response = await call('erase', { identifier: searched, confirm: true })
    if (!response) return
    setErased((await response.json()) as Erased)
    setConfirming(false)
    setRecords(null)
    setSearched(null)
  }

  const count = records?.length ?? 0
  return (
    <div>
      <form onSubmit={(event) => void find(event)} className={styles.search} data-testid="personal-data-search">
        <label>
          {m.identifier}
          <input
            name="identifier"
            type="text"
            autoComplete="off"
            required
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </label>
        <Button type="submit" buttonStyle="primary" size="small" disabled={busy !== null} margin={false}>
          {busy === 'find' ? m.finding : m.find}
        </Button>
      </form>

      <div role="status" aria-live="polite">
        {records ? <p>{count === 0 ? m.none : m.found(count)}</p> : null}
        {erased ? (
          <p>
            {m.erased(erased.total)}{' '}
            <a href={`${routes.admin}/collections/erasure-audits/${erased.audit}`}>{m.audit}</a>
          </p>
        ) : null}
      </div>
      {problem ? (
        <p role="alert">
          <strong>{problem}</strong>
        </p>
      ) : null}

      {records && count > 0 ? (
        <>
          <div className={styles.tableBox} role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
            <table className={styles.table}>
              <caption id={`${id}-caption`}>{m.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{m.collection}</th>
                  <th scope="col">{m.name}</th>
                  <th scope="col">{m.country}</th>
                  <th scope="col">{m.date}</th>
                </tr>
              </thead>
              <tbody>
                {records.map((record) => (
                  <tr key={`${record.collection}-${record.id}`} data-collection={record.collection}>
                    <th scope="row">{record.collectionLabel}</th>
                    <td>
                      <a href={record.adminPath}>{record.title}</a>
                    </td>
                    <td>{isCountryCode(record.country) ? COUNTRY_NAMES[record.country] : m.noCountry}</td>
                    <td>{record.createdAt ? dates.format(new Date(record.createdAt)) : ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className={styles.actions}>
            <Button buttonStyle="secondary" size="small" disabled={busy !== null} onClick={() => void download('json')}>
              {m.exportJson}
            </Button>
            <Button buttonStyle="secondary" size="small" disabled={busy !== null} onClick={() => void download('csv')}>
              {m.exportCsv}
            </Button>
            <Button buttonStyle="error" size="small" disabled={busy !== null} onClick={() => setConfirming(true)}>
              {m.erase}
            </Button>
          </div>
          {confirming ? (
            <div className={styles.confirm}>
              <p role="alert">{m.confirm(count)}</p>
              <Button buttonStyle="error" size="small" disabled={busy !== null} onClick={() => void erase()}>
                {busy === 'erase' ? m.erasing : m.confirmYes(count)}
              </Button>{' '}
              <Button
                buttonStyle="secondary"
                size="small"
                disabled={busy !== null}
                onClick={() => setConfirming(false)}
              >
                {m.cancel}
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  )
}
