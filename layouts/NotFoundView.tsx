'use client'

import { useT } from '../lib/i18n/client'
import { homePath } from '../lib/routing/localized-path'
import { isLocale } from '../lib/locales'
import styles from './StatusView.module.scss'

/** "Oops! Página não encontrada!" with a link home; the language comes from the site layout. */
export function NotFoundView() {
  const { t, i18n } = useT('common')
  const locale = isLocale(i18n.language) ? i18n.language : 'pt'
  return (
    <main id="main" className={styles.status}>
      {/* React hoists this into <head>: the not-found boundary has no metadata of its own. */}
      <title>{`${t('notFound.title')} · ZAP`}</title>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <a className={styles.action} href={homePath(locale)}>
        {t('notFound.home')}
      </a>
    </main>
  )
}
