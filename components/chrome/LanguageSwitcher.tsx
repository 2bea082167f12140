import type { Locale } from '@/lib/locales'
import styles from './TopBar.module.scss'

type Props = { target: Locale; href: string; label: string; description: string }

/**
 * Goes to the same page in the other language; the page's inline script remembers the choice in the
 * i18n_redirected cookie on the tap, before or after hydration (lib/i18n/locale-cookie.mjs).
 */
export function LanguageSwitcher({ target, href, label, description }: Props) {
  return (
    <a
      className={styles.language}
      href={href}
      hrefLang={target}
      lang={target}
      title={description}
      data-locale-switch=""
    >
      <span className={styles.languageLong}>{label}</span>
      <span className={styles.languageShort} aria-hidden="true">
        {target.toUpperCase()}
      </span>
    </a>
  )
}
