'use client'

import dynamic from 'next/dynamic'

// Radix Dialog and the settings form are fetched when a visitor first opens the settings, not by every page.
export const ConsentSettingsDialog = dynamic(() =>
  import('./ConsentSettingsDialog').then((m) => m.ConsentSettingsDialog),
)
