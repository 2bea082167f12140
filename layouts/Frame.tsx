import type { ReactNode } from 'react'
import type { CountryCode } from '../lib/countries'
import type { Locale } from '../lib/locales'
import { type FrameName, serviceTypeForPath } from '../lib/routing/frame'
import { homePath } from '../lib/routing/localized-path'
import styles from './Frame.module.scss'

const themeOf: Record<FrameName, string> = {
  default: 'default',
  corporate: 'corporate',
  service: 'default',
  novelas: 'novelas',
}

type Props = {
  frame: FrameName
  path: string
  country: CountryCode
  locale: Locale
  labels: { skip: string; home: string }
  children: ReactNode
}

/**
 * The page frame of spec 2.5. Here every frame is the same plain shell marked with its name,
 * service type and theme; menus, footer and widgets are added per frame by the chrome work.
 */
export function Frame({ frame, path, country, locale, labels, children }: Props) {
  const service = frame === 'service' ? serviceTypeForPath(path) : 'none'
  const theme = service === 'fibra' ? 'fibre' : service === 'cinema' ? 'cinemas' : themeOf[frame]
  return (
    <div className={styles.frame} data-frame={frame} data-service={service} data-theme={theme} data-country={country}>
      <a className="skip-link" href="#main">
        {labels.skip}
      </a>
      <header className={styles.header}>
        <a href={homePath(locale)} className={styles.logo}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a 1 KB SVG needs no optimisation */}
          <img src="/logo.svg" alt={labels.home} width={80} height={32} />
        </a>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
    </div>
  )
}
