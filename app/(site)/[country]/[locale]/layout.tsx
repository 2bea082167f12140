import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { isCountryCode } from '@/lib/countries'
import { DEFAULT_LOCALE, isLocale } from '@/lib/locales'
import '@/styles/global.scss'

export const metadata: Metadata = {
  icons: {
    icon: [
      { url: '/favicon.svg', type: 'image/svg+xml' },
      { url: '/favicon.ico', sizes: '32x32' },
    ],
  },
}

type Props = { children: ReactNode; params: Promise<{ country: string; locale: string }> }

/**
 * Root layout of the public site: only the document and its language. The proxy only ever
 * rewrites to a valid country and locale. Everything else lives in (pages)/layout.tsx, because
 * Next does not server-render a not-found boundary that sits beside a root layout in dynamic segments.
 */
export default async function SiteRootLayout({ children, params }: Props) {
  const { country: rawCountry, locale: rawLocale } = await params
  const country = isCountryCode(rawCountry) ? rawCountry : 'ao'
  const locale = isLocale(rawLocale) ? rawLocale : DEFAULT_LOCALE
  return (
    <html lang={`${locale}-${country.toUpperCase()}`}>
      <body>{children}</body>
    </html>
  )
}
