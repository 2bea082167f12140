'use client'

import { useId } from 'react'
import type { Locale } from '@/lib/locales'
import styles from './PreviewBar.module.scss'
import { useRefreshOnSave } from './use-refresh-on-save'

const copy = {
  pt: {
    drafts: 'Está a ver rascunhos',
    notPublic: 'os visitantes veem a versão publicada',
    draft: 'Rascunho',
    published: 'Publicado',
    exit: 'Sair da pré-visualização',
  },
  en: {
    drafts: 'You are seeing drafts',
    notPublic: 'visitors see the published version',
    draft: 'Draft',
    published: 'Published',
    exit: 'Leave preview',
  },
} as const

type Props = {
  locale: Locale
  /** The public address of this page: leaving preview comes back here, published. */
  returnTo: string
  /** The previewed document, when a signed-in CMS user reads its draft. */
  doc?: { title: string; status: 'draft' | 'published' } | null
}

/** Where the "leave preview" link goes: the preview route clears draft mode, then returns to `returnTo`. */
export const exitPreviewHref = (returnTo: string) => `/api/preview?exit=1&return=${encodeURIComponent(returnTo)}`

/**
 * Shown on every page rendered in draft mode, at the top of its content: says these are drafts,
 * offers the way out to the published page, and re-renders the page from the server whenever the
 * document is saved in /admin (Payload's live preview talks to this frame). A named region (a
 * landmark allowed inside the page's main content), so a screen reader lists it and reaches the
 * exit link from the landmarks menu.
 */
export function PreviewBar({ locale, returnTo, doc }: Props) {
  useRefreshOnSave()
  const text = copy[locale]
  const heading = useId()
  return (
    <section className={styles.bar} aria-labelledby={heading} data-testid="preview-bar">
      <strong id={heading}>{text.drafts}</strong>
      <span>({text.notPublic})</span>
      {doc ? (
        <span>
          · <span data-testid="preview-title">{doc.title}</span> ·{' '}
          {doc.status === 'published' ? text.published : text.draft}
        </span>
      ) : null}
      <a className={styles.exit} href={exitPreviewHref(returnTo)}>
        {text.exit}
      </a>
    </section>
  )
}
