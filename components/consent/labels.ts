import type { ConsentCategory } from '@/lib/consent/categories'
import type { Locale } from '@/lib/locales'

/** Every text of the consent banner and settings dialog; the caller picks the page's language. */
export type ConsentLabels = {
  bannerTitle: string
  bannerText: string
  policy: string
  acceptAll: string
  rejectAll: string
  settings: string
  settingsTitle: string
  settingsText: string
  categoriesLegend: string
  alwaysOn: string
  save: string
  close: string
  categories: Record<ConsentCategory, { title: string; description: string }>
}

export const consentLabels: Record<Locale, ConsentLabels> = {
  pt: {
    bannerTitle: 'A sua privacidade',
    bannerText:
      'Utilizamos cookies necessários para o site funcionar. Com a sua autorização, utilizamos também cookies de análise, para melhorar o site, e de marketing, para lhe mostrar publicidade relevante.',
    policy: 'Política de cookies',
    acceptAll: 'Aceitar todos',
    rejectAll: 'Rejeitar não essenciais',
    settings: 'Definições de cookies',
    settingsTitle: 'Definições de cookies',
    settingsText:
      'Escolha os cookies que autoriza. Pode alterar a sua escolha a qualquer momento na ligação «Definições de cookies», no rodapé.',
    categoriesLegend: 'Categorias de cookies',
    alwaysOn: 'Sempre ativos',
    save: 'Guardar escolhas',
    close: 'Fechar',
    categories: {
      necessary: {
        title: 'Necessários',
        description:
          'Indispensáveis para o site funcionar: idioma, segurança e a sua escolha de cookies. Não podem ser desativados.',
      },
      analytics: {
        title: 'Análise',
        description: 'Medem, de forma agregada, como o site é utilizado, para o podermos melhorar.',
      },
      marketing: {
        title: 'Marketing',
        description:
          'Permitem mostrar-lhe publicidade e conteúdos de parceiros adequados aos seus interesses, neste e noutros sites.',
      },
    },
  },
  en: {
    bannerTitle: 'Your privacy',
    bannerText:
      'We use necessary cookies to make the site work. With your permission we also use analytics cookies, to improve the site, and marketing cookies, to show you relevant advertising.',
    policy: 'Cookie policy',
    acceptAll: 'Accept all',
    rejectAll: 'Reject non-essential',
    settings: 'Cookie settings',
    settingsTitle: 'Cookie settings',
    settingsText:
      'Choose which cookies you allow. You can change your choice at any time with the “Cookie settings” link in the footer.',
    categoriesLegend: 'Cookie categories',
    alwaysOn: 'Always on',
    save: 'Save choices',
    close: 'Close',
    categories: {
      necessary: {
        title: 'Necessary',
        description:
          'Required for the site to work: language, security and your cookie choice. They cannot be switched off.',
      },
      analytics: {
        title: 'Analytics',
        description: 'Measure, in aggregate, how the site is used so that we can improve it.',
      },
      marketing: {
        title: 'Marketing',
        description:
          'Let us and our partners show you advertising and content suited to your interests, on this and other sites.',
      },
    },
  },
}
