import type { PayloadRequest, TextFieldSingleValidation } from 'payload'
import { inAdminLanguage } from '@/cms/i18n/message'

/**
 * A number of channels written in a package's marketing text ("Mais de 100 canais", "Over 100 TV
 * channels", "28 canais em destaque"), checked against the channels linked to the package, which is
 * what the cards, the comparison and the channel list count. Rounding down is fine ("Mais de 100"
 * for 104); a number above the real count, or below three quarters of it, is refused at save.
 */
// Up to three words may sit between the number and "canais"/"channels" ("100 TV and radio channels"),
// but not a unit or a word that starts another phrase: "50 Mbps com canais de TV" and "Desde 2010
// levamos aos lares canais" claim no number of channels.
const NOT_A_COUNT = 'mbps|gb|mb|com|with|desde|since|levamos|bring|aos|to|para|for|dias|days|meses|months|anos|years'
const CLAIM = new RegExp(
  `(\\d{1,4})\\s*\\+?\\s*(?:(?!(?:${NOT_A_COUNT})\\b)[\\p{L}]+\\s+){0,3}?(?:canais|channels)\\b`,
  'giu',
)

/** The channel counts a text claims. */
export function claimedChannelCounts(text: string): number[] {
  return [...text.matchAll(CLAIM)].map((match) => Number(match[1]))
}

/** What is wrong with a claim of `claimed` channels for a package that has `count`, or null. */
export function claimProblem(claimed: number, count: number): { pt: string; en: string } | null {
  if (claimed > count)
    return {
      pt: `O texto diz ${claimed} canais, mas o pacote tem ${count} canais associados. Corrija o número ou associe os canais ao pacote (em Canais).`,
      en: `The text says ${claimed} channels, but the package has ${count} channels linked. Fix the number or link the channels to the package (in Channels).`,
    }
  if (claimed < Math.ceil(count * 0.75))
    return {
      pt: `O texto diz ${claimed} canais, bem menos do que os ${count} canais associados ao pacote. Escreva um número mais próximo.`,
      en: `The text says ${claimed} channels, far fewer than the ${count} channels linked to the package. Write a closer number.`,
    }
  return null
}

async function linkedChannels(req: PayloadRequest, id: number | string | undefined): Promise<number> {
  // A package not saved yet has no channels linked to it.
  if (id === undefined) return 0
  const { totalDocs } = await req.payload.count({
    collection: 'channels',
    where: { packages: { in: [id] } },
    req,
    overrideAccess: true,
  })
  return totalDocs
}

/** Field validation for a package's tagline and features: every channel number in the text must hold. */
export const validateChannelClaims: TextFieldSingleValidation = async (value, { id, req }) => {
  const claims = claimedChannelCounts(value ?? '')
  if (claims.length === 0) return true
  const count = await linkedChannels(req, id)
  for (const claimed of claims) {
    const problem = claimProblem(claimed, count)
    if (problem) return inAdminLanguage(req, problem)
  }
  return true
}
