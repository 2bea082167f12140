import type { CountryCode } from '@/lib/countries'

type Copy = { period: string; tagline: string; features: string[]; ctaLabel: string }
export type SeedPackage = {
  key: string
  name: string
  service: 'satelite' | 'fibra'
  /** Illustrative prices (historical figures from public sources), not a current offer. */
  price: number
  highlighted?: boolean
  ctaHref: string
  pt: Copy
  en: Copy
}

const sat = (key: string, name: string, price: number, channels: number, extra: [string, string], highlighted = false): SeedPackage => ({
  key, name, service: 'satelite', price, highlighted, ctaHref: '/zap-satelite/pacotes-de-canais',
  pt: {
    period: '30 dias', tagline: `Mais de ${channels} canais`,
    features: [`Mais de ${channels} canais e rádios`, 'ZAP Viva e ZAP Novelas', extra[0]], ctaLabel: 'Carregar',
  },
  en: {
    period: '30 days', tagline: `Over ${channels} channels`,
    features: [`Over ${channels} TV and radio channels`, 'ZAP Viva and ZAP Novelas', extra[1]], ctaLabel: 'Top up',
  },
})

const fibre = (key: string, name: string, price: number, speed: number, highlighted = false): SeedPackage => ({
  key, name, service: 'fibra', price, highlighted, ctaHref: '/zap-fibra/pacotes-tv-net',
  pt: {
    period: '30 dias', tagline: `Internet até ${speed} Mbps + TV`,
    features: [`Velocidade até ${speed} Mbps`, 'Internet ilimitada', 'Canais do pacote Max incluídos'], ctaLabel: 'Aderir',
  },
  en: {
    period: '30 days', tagline: `Internet up to ${speed} Mbps + TV`,
    features: [`Speeds up to ${speed} Mbps`, 'Unlimited data', 'Max package channels included'], ctaLabel: 'Sign up',
  },
})

export const seedPackages: Record<CountryCode, SeedPackage[]> = {
  ao: [
    sat('mini', 'ZAP Mini', 3595, 60, ['Canais angolanos TPA e TV Zimbo', 'Angolan channels TPA and TV Zimbo']),
    sat('max', 'ZAP Max', 7190, 110, ['Desporto com SportTV África', 'Sport with SportTV África'], true),
    sat('plus', 'ZAP Plus', 10790, 130, ['ZAP Filmes 1, 2 e 3', 'ZAP Filmes 1, 2 and 3']),
    sat('premium', 'ZAP Premium', 14000, 160, ['TVCine Top e TVCine Edition', 'TVCine Top and TVCine Edition']),
    fibre('fibra-20', 'ZAP Fibra 20', 20150, 20),
    fibre('fibra-50', 'ZAP Fibra 50', 30300, 50, true),
  ],
  mz: [
    sat('mini', 'ZAP Mini', 499, 60, ['Canais infantis Canal Panda e BabyTV', "Kids' channels Canal Panda and BabyTV"]),
    sat('max', 'ZAP Max', 999, 110, ['Desporto com SportTV África', 'Sport with SportTV África'], true),
    sat('plus', 'ZAP Plus', 1499, 130, ['ZAP Filmes 1, 2 e 3', 'ZAP Filmes 1, 2 and 3']),
    sat('premium', 'ZAP Premium', 2199, 160, ['TVCine Top e TVCine Edition', 'TVCine Top and TVCine Edition']),
  ],
}
