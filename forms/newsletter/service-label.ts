import type { ServiceType } from '@/lib/routing/frame'

/** The newsletter's service label by section: Satélite, Fibra, Cinema, On, TV, otherwise Outro. */
export const NEWSLETTER_SERVICES = ['Satélite', 'Fibra', 'Cinema', 'On', 'TV', 'Outro'] as const
export type NewsletterService = (typeof NEWSLETTER_SERVICES)[number]

type Section = ServiceType | 'satelite' | 'on' | 'tv'

const labels: Partial<Record<Section, NewsletterService>> = {
  satelite: 'Satélite',
  fibra: 'Fibra',
  cinema: 'Cinema',
  on: 'On',
  tv: 'TV',
}

export function newsletterService(section: Section | string): NewsletterService {
  return labels[section as Section] ?? 'Outro'
}

/** The section of a page path, for the label above. */
export function sectionOfPath(path: string): Section | 'other' {
  const first = path.split('/')[1] ?? ''
  if (first === 'zap-satelite') return 'satelite'
  if (first === 'zap-fibra') return 'fibra'
  if (first === 'zap-cinemas') return 'cinema'
  if (first === 'zap-on') return 'on'
  if (first === 'tv') return 'tv'
  return 'other'
}
