import { readEnv } from '@/lib/config/env'
import { smtpSettings } from './smtp-settings'

const settings = (variables: Record<string, string>) => smtpSettings(readEnv(variables))

describe('SMTP settings from the environment', () => {
  it('are null without SMTP_HOST: e-mail is not configured', () => {
    expect(settings({})).toBeNull()
    expect(settings({ SMTP_HOST: ' ', SMTP_USER: 'cms' })).toBeNull()
  })

  it('default to STARTTLS on port 587, required, so a reset link never travels unencrypted', () => {
    expect(settings({ SMTP_HOST: 'smtp.example.co.ao' })).toMatchObject({
      transport: { host: 'smtp.example.co.ao', port: 587, secure: false, requireTLS: true, ignoreTLS: false },
      from: { address: 'no-reply@zap.co.ao', name: 'ZAP CMS' },
    })
  })

  it('SMTP_SECURE=true is TLS from the first byte on 465; false is plain on 25; a port can be given', () => {
    expect(settings({ SMTP_HOST: 'h', SMTP_SECURE: 'true' })?.transport).toMatchObject({
      port: 465,
      secure: true,
      requireTLS: false,
    })
    expect(settings({ SMTP_HOST: 'h', SMTP_SECURE: 'FALSE' })?.transport).toMatchObject({
      port: 25,
      secure: false,
      requireTLS: false,
      ignoreTLS: true,
    })
    expect(settings({ SMTP_HOST: 'h', SMTP_SECURE: 'starttls', SMTP_PORT: '2525' })?.transport).toMatchObject({
      port: 2525,
      requireTLS: true,
    })
  })

  it('log in only when SMTP_USER is set, and take the sender from EMAIL_FROM_*', () => {
    expect(settings({ SMTP_HOST: 'h' })?.transport.auth).toBeUndefined()
    expect(settings({ SMTP_HOST: 'h', SMTP_USER: 'cms', SMTP_PASS: 's3cret' })?.transport.auth).toEqual({
      user: 'cms',
      pass: 's3cret',
    })
    expect(
      settings({ SMTP_HOST: 'h', EMAIL_FROM_ADDRESS: 'cms@zap.co.mz', EMAIL_FROM_NAME: 'ZAP Moçambique' })?.from,
    ).toEqual({ address: 'cms@zap.co.mz', name: 'ZAP Moçambique' })
  })

  it('refuse a misspelt SMTP_SECURE or a port that is not one, instead of guessing', () => {
    expect(() => settings({ SMTP_HOST: 'h', SMTP_SECURE: 'yes' })).toThrow(
      /SMTP_SECURE must be starttls, true or false \(it is "yes"\)/,
    )
    expect(() => settings({ SMTP_HOST: 'h', SMTP_PORT: '99999' })).toThrow(/SMTP_PORT/)
    expect(() => settings({ SMTP_HOST: 'h', SMTP_PORT: 'smtp' })).toThrow(/SMTP_PORT/)
  })
})
