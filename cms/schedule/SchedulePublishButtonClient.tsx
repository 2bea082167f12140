'use client'
import { PublishButton, useConfig, useDocumentInfo, useFormFields, useModal } from '@payloadcms/ui'
import { useLayoutEffect } from 'react'
import { ScheduleDrawer } from './ScheduleDrawer'

type Props = { zoneByCountry: Record<string, string>; fallbackZone: string }

/**
 * Payload's own PublishButton (publish, publish in one language, the "Schedule Publish" entry),
 * with its schedule drawer swapped for ours. Payload's entry opens the modal
 * `schedule-publish-{id}`, which mounts Payload's drawer; before the browser paints, that modal is
 * closed again and ours (`zap-schedule-publish-{id}`) is opened instead. Payload's modal context
 * is bundled inside @payloadcms/ui, so it cannot be replaced from outside; its `useModal` is
 * exported, which is all this needs.
 */
export function SchedulePublishButtonClient({ zoneByCountry, fallbackZone }: Props) {
  const { isModalOpen, closeModal, openModal } = useModal()
  const { id, collectionSlug, unpublishedVersionCount } = useDocumentInfo()
  const { getEntityConfig } = useConfig()
  const country = useFormFields(([fields]) => fields.country?.value)
  const payloadSlug = `schedule-publish-${id}`
  const slug = `zap-${payloadSlug}`
  const payloadDrawerOpen = isModalOpen(payloadSlug)
  useLayoutEffect(() => {
    if (!payloadDrawerOpen) return
    closeModal(payloadSlug)
    openModal(slug)
  }, [payloadDrawerOpen, closeModal, openModal, payloadSlug, slug])

  const countryId =
    country && typeof country === 'object' && 'id' in country ? (country as { id: unknown }).id : country
  const zone = (countryId !== undefined && countryId !== null && zoneByCountry[String(countryId)]) || fallbackZone
  const drafts = collectionSlug ? getEntityConfig({ collectionSlug })?.versions?.drafts : undefined
  const scheduleConfig = drafts && typeof drafts.schedulePublish === 'object' ? drafts.schedulePublish : undefined
  return (
    <>
      <PublishButton />
      {isModalOpen(slug) ? (
        <ScheduleDrawer
          defaultTimezone={zone}
          defaultType={unpublishedVersionCount > 0 ? 'publish' : 'unpublish'}
          slug={slug}
          timeFormat={scheduleConfig?.timeFormat}
          timeIntervals={scheduleConfig?.timeIntervals}
        />
      ) : null}
    </>
  )
}
