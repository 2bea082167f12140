'use client'
import { Banner, Button, toast, useConfig, useDocumentInfo, useLocale, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { readApiError } from '@/lib/rest/api-error'
import { englishMissing } from './english-missing'
import { translationMessages } from './messages'

/**
 * At the top of a saved document's English form while its English version is empty: one button
 * that copies the Portuguese version into English as a draft (POST …/start-english, with the
 * editor's own access; cms/hooks/start-english.ts) and reloads the English form with it.
 * Publishing stays a separate step, so Portuguese text never reaches an English address unreviewed.
 */
export function StartEnglish() {
  const { code } = useLocale()
  const { id, data, collectionSlug } = useDocumentInfo()
  const { i18n } = useTranslation()
  const { getEntityConfig } = useConfig()
  const {
    config: { routes, serverURL },
  } = useConfig()
  const router = useRouter()
  const [copying, setCopying] = useState(false)
  const titleField = (collectionSlug && getEntityConfig({ collectionSlug })?.admin?.useAsTitle) || 'title'
  if (id === undefined || id === null || !collectionSlug || code !== 'en' || !englishMissing(data, titleField))
    return null
  const m = translationMessages(i18n.language)

  const start = async () => {
    setCopying(true)
    try {
      const response = await fetch(`${serverURL}${routes.api}/${collectionSlug}/${id}/start-english`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Accept-Language': i18n.language },
      })
      if (!response.ok) {
        toast.error(readApiError(await response.json().catch(() => null)).message || m.failed)
        return
      }
      router.refresh()
    } catch {
      toast.error(m.failed)
    } finally {
      setCopying(false)
    }
  }

  return (
    <Banner type="info">
      <p>{m.intro}</p>
      <Button buttonStyle="primary" disabled={copying} onClick={() => void start()} size="medium">
        {copying ? m.starting : m.start}
      </Button>
      <p>{m.after}</p>
    </Banner>
  )
}
