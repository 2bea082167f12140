'use client'

import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from '@/lib/locales'
import styles from './TopBar.module.scss'

type Props = { target: Locale; href: string; label: string; description: string }

/** Goes to the same page in the other language and remembers the choice (cookie i18n_redirected). */
export function LanguageSwitcher({ target, href, label, description }: Props) {
  return (
    <a
      className={styles.language}
      href={href}
      hrefLang={target}
      lang={target}
      title={description}
      onClick={() => {
        document.cookie = `${LOCALE_COOKIE}=${target}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`
      }}
    >
      <span className={styles.languageLong}>{label}</span>
      <span className={styles.languageShort} aria-hidden="true">
        {target.toUpperCase()}
      </span>
    </a>
  )
}
