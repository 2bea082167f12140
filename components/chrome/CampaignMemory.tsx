'use client'

import { useEffect } from 'react'
import { rememberCampaign } from '@/lib/leads/visit-campaign'

/**
 * Keeps the campaign of the address a visitor landed on (utm_*) for the rest of the visit, so a form
 * sent from another page later still says which campaign brought the visitor. Renders nothing.
 */
export function CampaignMemory() {
  useEffect(() => rememberCampaign(window.location.search), [])
  return null
}
