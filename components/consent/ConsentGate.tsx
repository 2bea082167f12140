'use client'

import type { ReactNode } from 'react'
import type { ConsentCategory } from '@/lib/consent/categories'
import { useConsent } from '@/lib/consent/use-consent'

type Props = {
  category: ConsentCategory
  children: ReactNode
  /** Shown instead while not granted, e.g. "accept marketing cookies to watch this video". */
  fallback?: ReactNode
}

/**
 * Wrap every non-essential script or embed in this: nothing inside is rendered (so nothing loads)
 * until the visitor grants the category, and it appears as soon as they do. The category must list
 * what is wrapped in CONSENT_USES (lib/consent/categories.ts), or no visitor is asked for it and the
 * gate stays closed.
 */
export function ConsentGate({ category, children, fallback = null }: Props) {
  return useConsent(category) ? children : fallback
}
