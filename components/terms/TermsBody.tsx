import type { AccordionHeading } from '@/components/accordion/AccordionItems'
import { AccordionItems } from '@/components/accordion/AccordionItems.lazy'
import type { TermsContent } from '@/lib/content/get-terms'
import styles from './Terms.module.scss'

export type TermsBodyLabels = { download: string; empty: string }

/**
 * The terms as an accordion, the first item open, and the download link when the
 * country has a document. Shared by the full page (server) and the modal (browser); the HTML was
 * sanitized on the server (lib/security/sanitize-html.ts) before it got here.
 */
export function TermsBody({
  content,
  labels,
  heading,
}: {
  content: TermsContent
  labels: TermsBodyLabels
  heading: AccordionHeading
}) {
  const items = content.items.map((item) => ({
    id: item.id,
    title: item.term,
    content: <div className={styles.html} dangerouslySetInnerHTML={{ __html: item.html }} />,
  }))
  return (
    <div className={styles.body}>
      {items.length ? (
        <AccordionItems items={items} heading={heading} />
      ) : (
        <p className={styles.note}>{labels.empty}</p>
      )}
      {content.documentUrl ? (
        <p className={styles.download}>
          <a href={content.documentUrl} download type="application/pdf">
            {labels.download}
          </a>
        </p>
      ) : null}
    </div>
  )
}
