import type { TFunction } from 'i18next'
import type { Locale } from '@/lib/locales'
import type { StatusLabels } from './StatusLabels'

/** The not-found and error views' strings in one language, resolved on the server by the page's layout. */
export function statusLabels(t: TFunction<'common'>, locale: Locale): StatusLabels {
  return {
    locale,
    notFound: { title: t('notFound.title'), body: t('notFound.body'), home: t('notFound.home') },
    error: {
      title: t('error.title'),
      body: t('error.body'),
      status: t('error.status', { status: '{{status}}' }),
      retry: t('error.retry'),
      home: t('error.home'),
    },
  }
}
