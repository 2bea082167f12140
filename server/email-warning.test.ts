import { readEnv } from '@/lib/config/env'
import { emailWarning } from './email-warning.mjs'

describe('the warning at start when e-mail is not configured', () => {
  it('is one line naming SMTP_HOST when it is unset or blank', () => {
    for (const env of [{}, { SMTP_HOST: '' }, { SMTP_HOST: '  ' }, { SMTP_USER: 'cms' }]) {
      const warning = emailWarning(readEnv(env))
      expect(warning).toMatch(
        /^serve: WARNING: e-mail is not configured \(SMTP_HOST is not set\): password-reset e-mails are NOT sent/,
      )
      expect(warning).not.toMatch(/\n/)
    }
  })
  it('is not given when SMTP_HOST is set', () => {
    expect(emailWarning(readEnv({ SMTP_HOST: 'smtp.example.co.ao' }))).toBeNull()
  })
})
