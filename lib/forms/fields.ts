// Before any schema is built: no eval probe under the CSP.
import '@/lib/security/zod-jitless'
import { z } from 'zod'
import type { CountryCode } from '@/lib/countries'
import { ERR } from './messages'
import { normalizePhone } from './phone'
import { PROVINCES } from './provinces'

/** Field rules shared by the lead forms; each message is an i18n key (see messages.ts). */
export const personName = () =>
  z
    .string(ERR.name)
    .trim()
    .min(2, ERR.name)
    .max(120, ERR.name)
    .regex(/^[\p{L}\p{M}' .-]+$/u, ERR.name)

/**
 * A name as a person may type it (digits, any script, punctuation): trimmed, 1 to 120 characters.
 * Refused: control and text-direction characters, broken characters (a lone surrogate, or the
 * replacement character U+FFFD that a broken character becomes once form-encoded), and < >,
 * which no name has and which would only carry markup into exports. For forms where the name is
 * only how the operator greets the caller.
 */
export const anyName = () =>
  z
    .string(ERR.anyName)
    .trim()
    .min(1, ERR.anyName)
    .max(120, ERR.anyName)
    .regex(/^[^<>\p{Cc}\p{Cs}\ufffd\u202a-\u202e\u2066-\u2069]*$/u, ERR.anyName)

export const email = () => z.string(ERR.email).trim().toLowerCase().max(254, ERR.email).pipe(z.email(ERR.email))

/** Angolan or Mozambican number, with or without the prefix, stored as E.164. */
export const phone = (country: CountryCode) =>
  z
    .string(ERR.phone)
    .max(25, ERR.phone)
    .transform((value, ctx) => {
      const normalized = normalizePhone(value, country)
      if (!normalized) ctx.addIssue({ code: 'custom', message: ERR.phone })
      return normalized ?? value
    })

/** Free text with bounds; control characters other than line breaks are refused. */
export const text = (min: number, max: number) =>
  z
    .string(ERR.text)
    .trim()
    .min(min, min > 0 ? ERR.required : ERR.text)
    .max(max, ERR.text)
    .regex(/^[^\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]*$/u, ERR.text)

export const optionalText = (max: number) => text(0, max).optional().default('')

/** An optional https link (social profile, video). */
export const optionalUrl = () =>
  z
    .union([z.literal(''), z.url({ protocol: /^https?$/, error: ERR.url }).max(500, ERR.url)], { error: ERR.url })
    .optional()
    .default('')

export const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: ERR.choice })

/** Ticked terms checkbox; forms post it as true or "on". */
export const acceptedTerms = (message: string = ERR.terms) =>
  z.preprocess((value) => value === 'on' || value === 'true' || value === true, z.literal(true, { error: message }))

/** People never see this field; bots fill it in. */
export const honeypot = () => z.string().max(0, ERR.bot).optional()

/** One of the country's provinces. */
export const province = (country: CountryCode) => choice(PROVINCES[country])
