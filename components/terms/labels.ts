import type { TFunction } from 'i18next'

/** The terms dialog's strings in the page's language (terms.* in locales/*). */
export type TermsDialogLabels = {
  title: string
  close: string
  loading: string
  failed: string
  openPage: string
  download: string
  empty: string
}

/** Resolved by the page's layout on the server, so the browser gets only these (lib/i18n/labels.ts). */
export function termsDialogLabels(t: TFunction<'common'>): TermsDialogLabels {
  return {
    title: t('terms.title'),
    close: t('terms.close'),
    loading: t('terms.loading'),
    failed: t('terms.failed'),
    openPage: t('terms.openPage'),
    download: t('terms.download'),
    empty: t('terms.empty'),
  }
}
