'use client'
import { Button, useAuth, useConfig, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { type FormEvent, useId, useState } from 'react'
import type { CoverageImportReply } from '@/cms/hooks/coverage-import'
import { COUNTRY_CODES, type CountryCode } from '@/lib/countries'
import { IMPORT_COLUMNS } from '@/lib/coverage/import'
import { coverageImportMessages } from './messages'

type Outcome =
  | { kind: 'done'; reply: Extract<CoverageImportReply, { ok: true }> }
  | { kind: 'problems'; reply: Extract<CoverageImportReply, { ok: false }> }

/**
 * Above the coverage areas' list: a CSV file of neighbourhoods, sent to the collection's import
 * endpoint (cms/hooks/coverage-import.ts). The reply is the counts (the list then reloads), or the
 * file's problems line by line, nothing having changed. An administrator chooses the country; an
 * editor's rows always go to their own.
 */
export function CoverageImport() {
  const { user } = useAuth()
  const { i18n } = useTranslation()
  const {
    config: { routes, serverURL },
  } = useConfig()
  const router = useRouter()
  const id = useId()
  const m = coverageImportMessages(i18n.language)
  const language = i18n.language === 'en' ? 'en' : 'pt'
  const isAdmin = (user as { role?: unknown } | null)?.role === 'admin'
  const [country, setCountry] = useState<CountryCode>('ao')
  const [file, setFile] = useState<File | null>(null)
  const [sending, setSending] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [failure, setFailure] = useState(false)

  const send = async (event: FormEvent) => {
    event.preventDefault()
    if (!file) return
    setSending(true)
    setOutcome(null)
    setFailure(false)
    try {
      const query = isAdmin ? `?country=${country}` : ''
      const response = await fetch(`${serverURL}${routes.api}/coverage-areas/import${query}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'text/csv; charset=utf-8' },
        body: file,
      })
      const reply = (await response.json()) as CoverageImportReply
      if (reply.ok) {
        setOutcome({ kind: 'done', reply })
        router.refresh()
      } else setOutcome({ kind: 'problems', reply })
    } catch {
      setFailure(true)
    } finally {
      setSending(false)
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} style={{ margin: '0 0 1.5rem' }}>
      <h2 id={`${id}-title`} style={{ fontSize: '1.1rem', margin: '0 0 0.5rem' }}>
        {m.title}
      </h2>
      <p style={{ margin: '0 0 0.5rem' }}>
        {m.columns} <code>{IMPORT_COLUMNS.join(',')}</code>. {m.rules}
      </p>
      <form
        onSubmit={(event) => void send(event)}
        style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'end' }}
      >
        {isAdmin ? (
          <label style={{ display: 'grid', gap: '0.25rem' }}>
            {m.country}
            <select value={country} onChange={(event) => setCountry(event.target.value as CountryCode)}>
              {COUNTRY_CODES.map((code) => (
                <option key={code} value={code}>
                  {m.countryNames[code]}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label style={{ display: 'grid', gap: '0.25rem' }}>
          {m.file}
          <input
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null)
              setOutcome(null)
            }}
          />
        </label>
        <Button type="submit" buttonStyle="secondary" size="small" disabled={!file || sending} margin={false}>
          {sending ? m.sending : m.send}
        </Button>
      </form>
      <div role="status" aria-live="polite">
        {outcome?.kind === 'done' ? <p>{m.done(outcome.reply)}</p> : null}
      </div>
      {outcome?.kind === 'problems' || failure ? (
        <div role="alert">
          <p>
            <strong>{failure ? m.failed : m.nothingChanged}</strong>
          </p>
          {outcome?.kind === 'problems' ? (
            <ul>
              {outcome.reply.problems.map((problem, index) => (
                <li key={index}>
                  {problem.line === null ? '' : `${m.line(problem.line)}: `}
                  {problem.message[language]}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
