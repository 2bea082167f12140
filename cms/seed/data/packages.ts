import type { CountryCode } from '@/lib/countries'

type Copy = { period: string; tagline: string; features: string[]; ctaLabel: string }
export type SeedPackage = {
  key: string
  name: string
  service: 'satelite' | 'fibra'
  /** Illustrative prices (historical figures from public sources), not a current offer. */
  price: number
  highlighted?: boolean
  /**
   * What the card's button does: satellite packages are prepaid, so their button tops up (with a
   * "Sign up" link beside it); fibre packages start with a sign-up request.
   */
  ctaAction: 'signup' | 'topup'
  pt: Copy
  en: Copy
}

/**
 * How many channels a package carries is never typed here: the cards, the comparison and the channel
 * list all count the channels linked to the package (cms/seed/data/channels.ts), so they agree.
 */
type Pitch = [pt: string, en: string]
const sat = (
  key: string,
  name: string,
  price: number,
  pitch: Pitch,
  extra: Pitch,
  highlighted = false,
): SeedPackage => ({
  key,
  name,
  service: 'satelite',
  price,
  highlighted,
  ctaAction: 'topup',
  pt: { period: '30 dias', tagline: pitch[0], features: ['ZAP Viva e ZAP Novelas', extra[0]], ctaLabel: 'Carregar' },
  en: { period: '30 days', tagline: pitch[1], features: ['ZAP Viva and ZAP Novelas', extra[1]], ctaLabel: 'Top up' },
})

/** Fibre packages carry a satellite package's line-up (cms/seed/data/channels.ts FIBRE): named here to match. */
const fibre = (
  key: string,
  name: string,
  price: number,
  speed: number,
  lineUp: 'Max' | 'Premium',
  highlighted = false,
): SeedPackage => ({
  key,
  name,
  service: 'fibra',
  price,
  highlighted,
  ctaAction: 'signup',
  pt: {
    period: '30 dias',
    tagline: `Internet até ${speed} Mbps + TV`,
    features: [`Velocidade até ${speed} Mbps`, 'Internet ilimitada', `Canais do pacote ${lineUp} incluídos`],
    ctaLabel: 'Aderir',
  },
  en: {
    period: '30 days',
    tagline: `Internet up to ${speed} Mbps + TV`,
    features: [`Speeds up to ${speed} Mbps`, 'Unlimited data', `${lineUp} package channels included`],
    ctaLabel: 'Sign up',
  },
})

const MINI: Pitch = ['Os canais essenciais', 'The essential channels']
const MAX: Pitch = ['Desporto, séries e novelas', 'Sport, series and soap operas']
const PLUS: Pitch = ['Filmes e futebol europeu', 'Films and European football']
const PREMIUM: Pitch = ['Todos os canais, com TVCine', 'Every channel, with TVCine']

export const seedPackages: Record<CountryCode, SeedPackage[]> = {
  ao: [
    sat('mini', 'ZAP Mini', 3595, MINI, ['Canais angolanos TPA e TV Zimbo', 'Angolan channels TPA and TV Zimbo']),
    sat('max', 'ZAP Max', 7190, MAX, ['Desporto com SportTV África', 'Sport with SportTV África'], true),
    sat('plus', 'ZAP Plus', 10790, PLUS, ['ZAP Filmes 1, 2 e 3', 'ZAP Filmes 1, 2 and 3']),
    sat('premium', 'ZAP Premium', 14000, PREMIUM, ['TVCine Top e TVCine Edition', 'TVCine Top and TVCine Edition']),
    fibre('fibra-20', 'ZAP Fibra 20', 20150, 20, 'Max'),
    fibre('fibra-50', 'ZAP Fibra 50', 30300, 50, 'Premium', true),
  ],
  mz: [
    sat('mini', 'ZAP Mini', 499, MINI, [
      'Canais infantis Canal Panda e BabyTV',
      "Kids' channels Canal Panda and BabyTV",
    ]),
    sat('max', 'ZAP Max', 999, MAX, ['Desporto com SportTV África', 'Sport with SportTV África'], true),
    sat('plus', 'ZAP Plus', 1499, PLUS, ['ZAP Filmes 1, 2 e 3', 'ZAP Filmes 1, 2 and 3']),
    sat('premium', 'ZAP Premium', 2199, PREMIUM, ['TVCine Top e TVCine Edition', 'TVCine Top and TVCine Edition']),
  ],
}
