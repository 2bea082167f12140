import type { Locale } from '@/lib/locales'

const KB = 1024
const MB = KB * KB

/** A file size as people read it next to a download link: "123 KB", "1,4 MB" (decimal comma in Portuguese). */
export function formatFileSize(bytes: number, locale: Locale): string {
  if (bytes < MB) return `${Math.max(1, Math.round(bytes / KB))} KB`
  const number = new Intl.NumberFormat(locale === 'pt' ? 'pt-PT' : 'en-GB', { maximumFractionDigits: 1 })
  return `${number.format(bytes / MB)} MB`
}
