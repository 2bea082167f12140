import type { LexicalDoc } from '@/cms/seed/lexical'

// A seeded campaign's shape, apart from campaigns.ts, which gathers them: cinema-campaigns.ts types its
// campaigns here without importing the list it is in.

type Copy = { title: string; summary: string; body: LexicalDoc; ctaLabel: string }
export type SeedCampaign = {
  key: string
  service: 'satelite' | 'fibra' | 'cinema'
  /** A seedMedia key (cms/seed/data/pages.ts). */
  image: string
  startsAt: string
  endsAt?: string
  /** Portuguese path; the English one comes from toEnglish(). */
  ctaHref: string
  pt: Copy
  en: Copy
}
