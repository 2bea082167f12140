import type { CountryCode } from '@/lib/countries'

type Lang = 0 | 1

/** Plausible, fictional store pages of the ZAP app (content-facts: invent where facts are missing). */
const stores: Record<CountryCode, { apple: string; play: string }> = {
  ao: {
    apple: 'https://apps.apple.com/ao/app/zap-on/id1460000001',
    play: 'https://play.google.com/store/apps/details?id=ao.co.zap.on&hl=pt_PT',
  },
  mz: {
    apple: 'https://apps.apple.com/mz/app/zap/id1460000002',
    play: 'https://play.google.com/store/apps/details?id=mz.co.zap.app&hl=pt_PT',
  },
}

const copy: Record<CountryCode, { title: [string, string]; description: [string, string] }> = {
  ao: {
    title: ['Descarregue a app ZAP', 'Get the ZAP app'],
    description: [
      'Veja os seus canais onde estiver, consulte o guia TV e carregue o seu pacote no telemóvel.',
      'Watch your channels wherever you are, check the TV guide and top up your package on your phone.',
    ],
  },
  mz: {
    title: ['Descarregue a app ZAP', 'Get the ZAP app'],
    description: [
      'Consulte o guia TV, gira a sua conta e carregue o seu pacote no telemóvel.',
      'Check the TV guide, manage your account and top up your package on your phone.',
    ],
  },
}

/**
 * The app popup of a country's settings in one language (0 = pt, 1 = en). No QR
 * upload, so the site's standard QR image is shown. Title and description are localized; the
 * rest is the same in both languages.
 */
export function popupSettings(country: CountryCode, lang: Lang) {
  return {
    enabled: true,
    title: copy[country].title[lang],
    description: copy[country].description[lang],
    linkApple: stores[country].apple,
    linkPlayStore: stores[country].play,
    time: 10,
    countryPopup: true,
  }
}
