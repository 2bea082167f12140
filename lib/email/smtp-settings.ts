import type { SMTPTransportOptions } from 'nodemailer'
import { environment, type Env } from '@/lib/config/env'

/**
 * The SMTP server the CMS sends its e-mail (password resets) through, from the environment:
 * SMTP_HOST (none = e-mail is not configured), SMTP_PORT, SMTP_USER, SMTP_PASS, SMTP_SECURE,
 * EMAIL_FROM_ADDRESS, EMAIL_FROM_NAME (checked and defaulted by lib/config/env-schema.ts).
 *
 * SMTP_SECURE says how the connection is encrypted; a reset link is as good as a password, so by
 * default it never travels unencrypted:
 * - `starttls` (default, port 587): plain connection upgraded with STARTTLS; refuses to send when
 *   the server does not offer it.
 * - `true` (port 465): TLS from the first byte.
 * - `false` (port 25): no encryption, for a relay on the same machine or a private network only.
 */
export type SmtpSettings = {
  transport: SMTPTransportOptions
  from: { address: string; name: string }
}

const DEFAULT_PORTS: Record<Env['SMTP_SECURE'], number> = { starttls: 587, true: 465, false: 25 }

export function smtpSettings(env: Env = environment()): SmtpSettings | null {
  const host = env.SMTP_HOST
  if (!host) return null
  const mode = env.SMTP_SECURE
  const port = env.SMTP_PORT ?? DEFAULT_PORTS[mode]
  const user = env.SMTP_USER
  return {
    transport: {
      host,
      port,
      secure: mode === 'true',
      requireTLS: mode === 'starttls',
      ignoreTLS: mode === 'false',
      ...(user ? { auth: { user, pass: env.SMTP_PASS ?? '' } } : {}),
      // A server that does not respond must not hold a request for minutes (nodemailer's defaults).
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    },
    from: { address: env.EMAIL_FROM_ADDRESS, name: env.EMAIL_FROM_NAME },
  }
}
