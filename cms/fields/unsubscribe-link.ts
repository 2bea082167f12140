import type { PayloadRequest, TextField } from 'payload'
import { countryCodeOf } from '@/cms/hooks/revalidate'
import type { CountryCode } from '@/lib/countries'
import { isLocale } from '@/lib/locales'
import { unsubscribeLink } from '@/lib/newsletter/unsubscribe-link'

/** Country codes looked up once per request: a list or an export reads many rows of the same two countries. */
const codesOfRequest = new WeakMap<PayloadRequest, Map<string, Promise<CountryCode | null>>>()

function countryCode(country: unknown, req: PayloadRequest): Promise<CountryCode | null> {
  if (typeof country !== 'number' && typeof country !== 'string') return countryCodeOf(country, req)
  const codes = codesOfRequest.get(req) ?? new Map<string, Promise<CountryCode | null>>()
  codesOfRequest.set(req, codes)
  const known = codes.get(String(country))
  if (known) return known
  const looked = countryCodeOf(country, req)
  codes.set(String(country), looked)
  return looked
}

/**
 * A subscription's unsubscribe link (lib/newsletter), for the operator's mailing tool to put in
 * every newsletter it sends to this address: shown read-only on the subscription's page in /admin
 * to copy, and a column of the list's Export CSV. Worked out after every read from the address,
 * country and language (a virtual field: nothing stored, nothing to keep in step).
 */
export const unsubscribeLinkField: TextField = {
  name: 'unsubscribeLink',
  label: { pt: 'Ligação para cancelar', en: 'Unsubscribe link' },
  type: 'text',
  virtual: true,
  admin: {
    readOnly: true,
    // Nothing is stored to filter on.
    disableListFilter: true,
    description: {
      pt: 'Copie-a para as newsletters enviadas a este endereço: abre a página onde a pessoa cancela a subscrição com um toque.',
      en: 'Copy it into the newsletters sent to this address: it opens the page where the person unsubscribes with one tap.',
    },
  },
  hooks: {
    afterRead: [
      async ({ siblingData, req }) => {
        const { email, country, locale } = (siblingData ?? {}) as {
          email?: unknown
          country?: unknown
          locale?: unknown
        }
        const code = await countryCode(country, req)
        if (typeof email !== 'string' || !code) return null
        return unsubscribeLink(
          { country: code, locale: isLocale(locale) ? locale : 'pt', email },
          req.payload.config.secret,
        )
      },
    ],
  },
}
