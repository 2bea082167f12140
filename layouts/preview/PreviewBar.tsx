'use client'

import type { Locale } from '../../lib/locales'
import styles from './PreviewBar.module.scss'
import { useRefreshOnSave } from './use-refresh-on-save'

const copy = {
  pt: { draft: 'Rascunho', published: 'Publicado', preview: 'Pré-visualização', exit: 'Sair da pré-visualização' },
  en: { draft: 'Draft', published: 'Published', preview: 'Preview', exit: 'Leave preview' },
} as const

/**
 * Shown only to a CMS user in draft mode: says this is a preview, and re-renders the page from the
 * server whenever the document is saved in /admin (Payload's live preview talks to this frame).
 */
export function PreviewBar({ title, status, locale }: { title: string; status: 'draft' | 'published'; locale: Locale }) {
  useRefreshOnSave()
  const text = copy[locale]
  return (
    <aside className={styles.bar} aria-label={text.preview} data-testid="preview-bar">
      <strong>{text.preview}</strong> · <span data-testid="preview-title">{title}</span> · {status === 'published' ? text.published : text.draft}
      <a className={styles.exit} href="/api/preview?exit=1">{text.exit}</a>
    </aside>
  )
}
