'use client'

import { fill } from '@/lib/i18n/labels'
import { homePath } from '@/lib/routing/localized-path'
import { useStatusLabels } from './StatusLabels'
import styles from './StatusView.module.scss'

type Props = { error: Error & { digest?: string; status?: number }; reset: () => void }

/**
 * The error page: a message, the status (default 500), a retry and a way home. Its strings come from the
 * layout's StatusLabelsProvider, the one island that does not take them as props (see ./StatusLabels.tsx).
 */
export function ErrorView({ error, reset }: Props) {
  const { locale, error: labels } = useStatusLabels()
  const status = typeof error.status === 'number' && error.status >= 400 ? error.status : 500
  return (
    <main id="main" className={styles.status} role="alert">
      <p className={styles.code} aria-hidden="true">
        {status}
      </p>
      <h1>{labels.title}</h1>
      <p>{labels.body}</p>
      <p>{fill(labels.status, { status })}</p>
      {error.digest ? (
        <p>
          <small>ref. {error.digest}</small>
        </p>
      ) : null}
      <button type="button" className={styles.retry} onClick={reset}>
        {labels.retry}
      </button>
      <a className={styles.action} href={homePath(locale)}>
        {labels.home}
      </a>
    </main>
  )
}
