import { z } from 'zod'
import type { CountryCode } from '@/lib/countries'
import { CALLBACK_SUBJECTS } from './subjects'
import { anyName, honeypot } from '@/lib/forms/fields'
import { internationalPhone } from '@/lib/forms/international-phone'
import { ERR } from '@/lib/forms/messages'

/**
 * Any real phone number of any country, stored as E.164; one without a country code is read as
 * the site's country. Its own module, so only the call-back form's chunk carries the phone metadata.
 */
export const anyPhone = (country: CountryCode) =>
  z
    .string(ERR.anyPhone)
    .max(25, ERR.anyPhone)
    .transform((value, ctx) => {
      const normalized = internationalPhone(value, country)
      if (!normalized) ctx.addIssue({ code: 'custom', message: ERR.anyPhone })
      return normalized ?? value
    })

/**
 * The call-back form for one country, shared by browser and server. The operator only needs a
 * way to greet and reach the caller: any name a person types and any real number of any country.
 */
export function callbackSchema(country: CountryCode) {
  return z.object({
    clientName: anyName(),
    clientPhone: anyPhone(country),
    clientSubject: z.coerce
      .number(ERR.subject)
      .int(ERR.subject)
      .min(1, ERR.subject)
      .max(CALLBACK_SUBJECTS[country].length, ERR.subject),
    website: honeypot(),
  })
}
export type CallbackInput = z.input<ReturnType<typeof callbackSchema>>
