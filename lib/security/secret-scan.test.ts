import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { configuredSecrets, scanForSecrets } from './secret-scan'

describe('configuredSecrets', () => {
  it('takes secret-looking variables, passwords inside URLs and the known development secrets', () => {
    const secrets = configuredSecrets({
      PAYLOAD_SECRET: 'a-long-payload-secret',
      DATABASE_URL: 'postgres://zap:s3cret-pass@db.internal:5432/zap',
      SMTP_PASSWORD: 'mail-password-1',
      SITE_URL_AO: 'https://www.zap.co.ao',
      ADMIN_PASSWORD: 'short',
    })
    const values = secrets.map((s) => s.value)
    expect(values).toEqual(
      expect.arrayContaining([
        'a-long-payload-secret',
        'postgres://zap:s3cret-pass@db.internal:5432/zap',
        's3cret-pass',
        'mail-password-1',
        'e2e-secret',
        'zap-admin-dev',
      ]),
    )
    expect(values).not.toContain('https://www.zap.co.ao')
    // Too short to search for without false alarms.
    expect(values).not.toContain('short')
  })
})

describe('scanForSecrets', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'secret-scan-'))
    mkdirSync(path.join(dir, 'chunks', 'deep'), { recursive: true })
    writeFileSync(path.join(dir, 'chunks', 'clean.js'), 'self.x=function(){return "nothing here"}')
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  const secrets = [{ name: 'PAYLOAD_SECRET', value: 'planted-secret-value' }]

  it('finds nothing in clean files', () => {
    expect(scanForSecrets(dir, secrets)).toEqual([])
  })

  it('finds a planted secret in a nested file, as is, base64-encoded or URL-encoded', () => {
    writeFileSync(path.join(dir, 'chunks', 'deep', 'a.js'), 'const k="planted-secret-value";')
    writeFileSync(path.join(dir, 'b.js.map'), `{"x":"${Buffer.from('planted-secret-value').toString('base64')}"}`)
    writeFileSync(path.join(dir, 'c.txt'), `u=${encodeURIComponent('p@ss word/12345')}`)
    const found = scanForSecrets(dir, [...secrets, { name: 'SMTP_PASSWORD', value: 'p@ss word/12345' }])
    expect(found).toEqual(
      expect.arrayContaining([
        { file: path.join('chunks', 'deep', 'a.js'), secret: 'PAYLOAD_SECRET', encoding: 'plain' },
        { file: 'b.js.map', secret: 'PAYLOAD_SECRET', encoding: 'base64' },
        { file: 'c.txt', secret: 'SMTP_PASSWORD', encoding: 'url' },
      ]),
    )
    expect(found).toHaveLength(3)
  })

  it('refuses a missing folder rather than passing', () => {
    expect(() => scanForSecrets(path.join(dir, 'missing'), secrets)).toThrow()
  })
})
