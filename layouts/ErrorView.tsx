'use client'

import { useT } from '@/lib/i18n/client'
import { isLocale } from '@/lib/locales'
import { homePath } from '@/lib/routing/localized-path'
import styles from './StatusView.module.scss'

type Props = { error: Error & { digest?: string; status?: number }; reset: () => void }

/** The error page: a message, the status (default 500), a retry and a way home. */
export function ErrorView({ error, reset }: Props) {
  const { t, i18n } = useT('common')
  const locale = isLocale(i18n.language) ? i18n.language : 'pt'
  const status = typeof error.status === 'number' && error.status >= 400 ? error.status : 500
  return (
    <main id="main" className={styles.status} role="alert">
      <p className={styles.code} aria-hidden="true">
        {status}
      </p>
      <h1>{t('error.title')}</h1>
      <p>{t('error.body')}</p>
      <p>{t('error.status', { status })}</p>
      {error.digest ? (
        <p>
          <small>ref. {error.digest}</small>
        </p>
      ) : null}
      <button type="button" className={styles.retry} onClick={reset}>
        {t('error.retry')}
      </button>
      <a className={styles.action} href={homePath(locale)}>
        {t('error.home')}
      </a>
    </main>
  )
}
