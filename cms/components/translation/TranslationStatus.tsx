'use client'
import { useConfig, useDocumentInfo, useLocale, useTranslation } from '@payloadcms/ui'
import { englishMissing } from './english-missing'
import { translationMessages } from './messages'
import styles from './TranslationStatus.module.scss'

/**
 * In the English form of a document whose English version nobody wrote: "Status: English missing"
 * beside the document's buttons, and Payload's own status ("Draft", "Changed"), which describes
 * the Portuguese version the editor is not looking at, is hidden meanwhile (see the stylesheet).
 * Everywhere else it renders nothing and Payload's status stays as it is, with its "revert to
 * published". A status region, so a screen reader hears the change after a copy.
 */
export function TranslationStatus() {
  const { code } = useLocale()
  const { id, data, collectionSlug } = useDocumentInfo()
  const { i18n } = useTranslation()
  const { getEntityConfig } = useConfig()
  const titleField = (collectionSlug && getEntityConfig({ collectionSlug })?.admin?.useAsTitle) || 'title'
  const missing = id !== undefined && id !== null && code === 'en' && englishMissing(data, titleField)
  const m = translationMessages(i18n.language)
  return (
    <div role="status" className={styles.region}>
      {missing ? (
        <span className={styles.missing} data-english-missing="">
          {m.status}: <strong>{m.englishMissing}</strong>
        </span>
      ) : null}
    </div>
  )
}
