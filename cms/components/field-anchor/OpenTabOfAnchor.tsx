'use client'
import { useEffect } from 'react'

type Props = {
  /** The tab (by position) that holds each top-level field of the form. */
  tabOf: Record<string, number>
}

/**
 * A link to one field of the form (`…/settings/3#field-contact__whatsapp`, as Content health gives)
 * lands on it even when the field is in a tab that is not open: the tab is opened (as a click on it
 * would), then the field is scrolled into view once its tab has drawn it. Renders nothing.
 */
export function OpenTabOfAnchor({ tabOf }: Props) {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1))
    if (!id.startsWith('field-')) return
    const index = tabOf[id.slice('field-'.length).split('__')[0] ?? '']
    if (index === undefined) return
    const reveal = () => {
      const target = document.getElementById(id)
      target?.scrollIntoView({ block: 'center' })
      return Boolean(target)
    }
    if (reveal()) return
    document.querySelectorAll<HTMLButtonElement>('button.tabs-field__tab-button')[index]?.click()
    let tries = 0
    const timer = window.setInterval(() => {
      if (reveal() || ++tries >= 50) window.clearInterval(timer)
    }, 100)
    return () => window.clearInterval(timer)
  }, [tabOf])
  return null
}
