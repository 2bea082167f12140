import type { BlockOf } from '@/registry/types'

const services = [
  'application',
  'birthday',
  'exclusive-sessions',
  'movie-checks',
  'points-card',
  'room-rental',
  'zap-kiosk',
]
const labels = [
  'Aplicação',
  'Aniversários',
  'Sessões exclusivas',
  'Cheques cinema',
  'Cartão de pontos',
  'Aluguer de salas',
  'Quiosque ZAP',
]

/** The cinema services' menu as the seed has it, in a language, with or without the way back. */
export const servicesNav = (locale: 'pt' | 'en', back = true): BlockOf<'subpageNav'> => ({
  blockType: 'subpageNav',
  label: locale === 'pt' ? 'Serviços' : 'Services',
  items: services.map((slug, index) => ({
    id: slug,
    label: labels[index] ?? slug,
    href: `${locale === 'en' ? '/en' : ''}/zap-cinemas/servicos/${slug}`,
  })),
  back: back
    ? {
        label: locale === 'pt' ? 'Todos os serviços' : 'All services',
        href: `${locale === 'en' ? '/en' : ''}/zap-cinemas/servicos`,
      }
    : {},
})
