/**
 * Without SMTP_HOST the CMS sends no e-mail at all, password resets included (cms/email.ts drops
 * them). The server says so once at start, on stderr, where whoever runs it looks.
 * @param {Pick<import('../lib/config/env.ts').Env, 'SMTP_HOST'>} env the parsed environment
 *   (lib/config/env.ts), where a blank SMTP_HOST is unset
 * @returns {string | null} the warning, or null when e-mail is configured
 */
export function emailWarning(env) {
  if (env.SMTP_HOST) return null
  return 'serve: WARNING: e-mail is not configured (SMTP_HOST is not set): password-reset e-mails are NOT sent. Set SMTP_HOST and the other SMTP_* variables (docs/environment.md).'
}
