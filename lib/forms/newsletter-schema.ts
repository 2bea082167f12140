import { z } from 'zod'
import { NEWSLETTER_SERVICES } from './service-label'

/** Spec 5: local part, @, domain, dot and a 2-4 letter ending. */
export const NEWSLETTER_EMAIL = /^[^\s@]+@[^\s@]+\.[a-zA-Z]{2,4}$/

export type NewsletterMessages = { email: string; terms: string }

/**
 * The newsletter form, the same in the browser (react-hook-form) and on the server. `website` is a
 * honeypot: people never see it, bots fill it in.
 */
export function newsletterSchema(messages: NewsletterMessages) {
  return z.object({
    email: z.string().trim().max(254, messages.email).regex(NEWSLETTER_EMAIL, messages.email),
    acceptTerms: z.literal(true, { error: messages.terms }),
    service: z.enum(NEWSLETTER_SERVICES),
    website: z.string().max(0).optional(),
  })
}
export type NewsletterInput = z.infer<ReturnType<typeof newsletterSchema>>
