import type { TFunction } from 'i18next'
import type { CountryCode } from '@/lib/countries'
import { formatDate } from '@/lib/format/date'
import type { Locale } from '@/lib/locales'

type Props = {
  startsAt: string
  endsAt: string | null
  t: TFunction<'common'>
  locale: Locale
  country: CountryCode
  className?: string
}

/** "De 1 de novembro de 2026 a 31 de janeiro de 2027", or "Desde ..." for a campaign with no end. */
export function CampaignDates({ startsAt, endsAt, t, locale, country, className }: Props) {
  const from = formatDate(startsAt, locale, country)
  const to = endsAt ? formatDate(endsAt, locale, country) : ''
  if (!from) return null
  return (
    <p className={className}>
      <span className="visually-hidden">{t('campaignList.dates')}: </span>
      {to ? t('campaignList.period', { from, to }) : t('campaignList.since', { from })}
    </p>
  )
}
