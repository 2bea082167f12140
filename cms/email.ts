import nodemailer from 'nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'
import { environment, type Env } from '@/lib/config/env'
import { smtpSettings, type SmtpSettings } from '@/lib/email/smtp-settings'

/**
 * Payload's e-mail (password-reset links): sent over SMTP when SMTP_HOST is set
 * (lib/email/smtp-settings.ts). Without it nothing is sent and nothing of the message reaches the
 * log, only that a message to a (shortened) address was not sent: a reset link in a log is a
 * password for whoever reads the log. server/serve.mjs warns at start when e-mail is off.
 *
 * nodemailer directly rather than @payloadcms/email-nodemailer: that package has no release
 * matching this Payload version, and Payload refuses to start beside a mismatched one; what it
 * adds on top of nodemailer is these few lines.
 */
export function emailAdapter(env: Env = environment()): EmailAdapter {
  const settings = smtpSettings(env)
  return settings ? smtpAdapter(settings) : notConfigured
}

/** "admin@zap.co.ao" -> "a…@zap.co.ao": enough to tell messages apart, not to collect addresses. */
export function shortAddress(address: string): string {
  const at = address.lastIndexOf('@')
  return at > 0 ? `${address[0]}…${address.slice(at)}` : '…'
}

/** The addresses of nodemailer's `to`: a string, an {address} or lists of either. */
function addressesOf(to: unknown): string[] {
  if (typeof to === 'string') return [to]
  if (Array.isArray(to)) return to.flatMap(addressesOf)
  const address = (to as { address?: unknown } | null)?.address
  return typeof address === 'string' ? [address] : []
}

function recipients(message: SendEmailOptions): string {
  return addressesOf(message.to).map(shortAddress).join(', ') || 'nobody'
}

const notConfigured: EmailAdapter = ({ payload }) => ({
  name: 'not-configured',
  defaultFromAddress: 'no-reply@localhost',
  defaultFromName: 'ZAP CMS',
  sendEmail: async (message) => {
    payload.logger.warn(
      `e-mail is not configured (SMTP_HOST is not set): a message to ${recipients(message)} was not sent`,
    )
  },
})

function smtpAdapter(settings: SmtpSettings): EmailAdapter {
  const transport = nodemailer.createTransport(settings.transport)
  return ({ payload }) => ({
    name: 'smtp',
    defaultFromAddress: settings.from.address,
    defaultFromName: settings.from.name,
    sendEmail: async (message) => {
      // Not awaited: "forgot password" must respond as fast for an address with an account (a message
      // goes out) as for one without (none does), or its time would tell which accounts exist.
      transport.sendMail(message).catch((error: unknown) => {
        payload.logger.error(
          `e-mail: a message to ${recipients(message)} was not sent: ${error instanceof Error ? error.message : String(error)}`,
        )
      })
    },
  })
}
