import type { SMTPTransportOptions } from 'nodemailer'

/**
 * The SMTP server the CMS sends its e-mail (password resets) through, from the environment:
 * SMTP_HOST (none = e-mail is not configured), SMTP_PORT, SMTP_USER, SMTP_PASS, SMTP_SECURE,
 * EMAIL_FROM_ADDRESS, EMAIL_FROM_NAME.
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

const MODES = ['starttls', 'true', 'false'] as const
type Mode = (typeof MODES)[number]
const DEFAULT_PORTS: Record<Mode, number> = { starttls: 587, true: 465, false: 25 }

export function smtpSettings(env: Record<string, string | undefined> = process.env): SmtpSettings | null {
  const host = env.SMTP_HOST?.trim()
  if (!host) return null
  const mode = (env.SMTP_SECURE?.trim().toLowerCase() || 'starttls') as Mode
  if (!MODES.includes(mode)) throw new Error(`SMTP_SECURE must be starttls, true or false (it is "${env.SMTP_SECURE}")`)
  const port = env.SMTP_PORT?.trim() ? Number(env.SMTP_PORT) : DEFAULT_PORTS[mode]
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new Error(`SMTP_PORT must be a port number (it is "${env.SMTP_PORT}")`)
  const user = env.SMTP_USER?.trim()
  return {
    transport: {
      host,
      port,
      secure: mode === 'true',
      requireTLS: mode === 'starttls',
      ignoreTLS: mode === 'false',
      ...(user ? { auth: { user, pass: env.SMTP_PASS ?? '' } } : {}),
      // A server that does not answer must not hold a request for minutes (nodemailer's defaults).
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    },
    from: {
      address: env.EMAIL_FROM_ADDRESS?.trim() || 'no-reply@zap.co.ao',
      name: env.EMAIL_FROM_NAME?.trim() || 'ZAP CMS',
    },
  }
}
