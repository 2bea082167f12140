import { databaseKind } from './database-kind.mjs'
import { environment, environmentVariable, readEnv } from './env'

describe('readEnv: the application environment', () => {
  it('gives every variable its default when nothing is set', () => {
    expect(readEnv({})).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      SITE_URL_AO: 'http://localhost:3000',
      SITE_URL_MZ: 'http://mz.localhost:3000',
      DEFAULT_COUNTRY: 'ao',
      SMTP_SECURE: 'starttls',
      EMAIL_FROM_ADDRESS: 'no-reply@zap.co.ao',
      LEAD_RATE_LIMIT_PER_MINUTE: 30,
      API_RATE_LIMIT_PER_MINUTE: 600,
      LOGIN_FAILURES_PER_IP: 50,
      MEDIA_DIR: 'media',
      DOCUMENTS_DIR: 'media/documents',
      PRIVATE_UPLOADS_DIR: 'data/private/cvs',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: false,
      EDGE_PURGE_URLS: [],
      BACKUP_DIR: 'data/backups',
      BACKUP_KEEP: 7,
      TRUSTED_PROXIES: [],
      API_BODY_LIMIT_BYTES: 1024 * 1024,
      UPLOAD_LIMIT_BYTES: 20 * 1024 * 1024,
      JOBS_INTERVAL_MS: 10_000,
      SHUTDOWN_DRAIN_MS: 2000,
      METRICS_HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      BACKUP_CRON: '0 3 * * *',
      ZAP_BUILD_TYPECHECKED: false,
      MIGRATIONS_INDEX: 'cms/migrations/postgres/index.ts',
      production: false,
      databaseKind: 'sqlite',
      s3Enabled: false,
    })
    expect(readEnv({}).DATABASE_URL).toBeUndefined()
    for (const unset of ['HOST', 'METRICS_PORT', 'ZAP_BUILD_ID'] as const) expect(readEnv({})[unset]).toBeUndefined()
  })

  it('converts values to their types, and counts an empty or blank value as unset', () => {
    const env = readEnv({
      PORT: '8080',
      LEAD_RATE_LIMIT_PER_MINUTE: ' 5 ',
      S3_FORCE_PATH_STYLE: 'TRUE',
      SMTP_SECURE: 'False',
      DEFAULT_COUNTRY: 'mz',
      API_RATE_LIMIT_PER_MINUTE: '',
      ADMIN_PASSWORD: '   ',
    })
    expect(env).toMatchObject({
      PORT: 8080,
      LEAD_RATE_LIMIT_PER_MINUTE: 5,
      S3_FORCE_PATH_STYLE: true,
      SMTP_SECURE: 'false',
      DEFAULT_COUNTRY: 'mz',
      API_RATE_LIMIT_PER_MINUTE: 600,
    })
    expect(env.ADMIN_PASSWORD).toBeUndefined()
  })

  it('ignores variables it does not know', () => {
    expect(readEnv({ SOMETHING_ELSE: 'x' })).not.toHaveProperty('SOMETHING_ELSE')
  })

  it('is frozen: nothing changes the configuration after it is read', () => {
    const env = readEnv({ EDGE_PURGE_URLS: 'http://10.0.0.5/_edge/purge' })
    expect(Object.isFrozen(env)).toBe(true)
    expect(Object.isFrozen(env.EDGE_PURGE_URLS)).toBe(true)
    expect(Reflect.set(env, 'PORT', 1)).toBe(false)
    expect(env.PORT).toBe(3000)
  })

  it('refuses a bad value with a message naming the variable and what it must be', () => {
    expect(() => readEnv({ LEAD_RATE_LIMIT_PER_MINUTE: '30/min' })).toThrow(
      'Invalid environment: LEAD_RATE_LIMIT_PER_MINUTE must be a whole number (it is "30/min")',
    )
    expect(() => readEnv({ LOGIN_FAILURES_PER_IP: '0' })).toThrow('LOGIN_FAILURES_PER_IP must be at least 1 (it is 0)')
    expect(() => readEnv({ PORT: '70000' })).toThrow('PORT must be at most 65535 (it is 70000)')
    expect(() => readEnv({ SMTP_SECURE: 'ssl' })).toThrow('SMTP_SECURE must be starttls, true or false (it is "ssl")')
    expect(() => readEnv({ S3_FORCE_PATH_STYLE: 'yes' })).toThrow('S3_FORCE_PATH_STYLE must be true or false')
    expect(() => readEnv({ SITE_URL_AO: 'www.zap.co.ao' })).toThrow(
      'SITE_URL_AO must be an http:// or https:// address',
    )
    expect(() => readEnv({ REDIS_URL: 'http://cache:6379' })).toThrow('REDIS_URL must be a redis:// or rediss:// URL')
    expect(() => readEnv({ EDGE_PURGE_URLS: 'http://10.0.0.5/_edge/purge,10.0.0.6' })).toThrow(
      'EDGE_PURGE_URLS must list http:// or https:// addresses',
    )
  })

  it('names every bad variable at once', () => {
    expect(() => readEnv({ PORT: 'http', DEFAULT_COUNTRY: 'pt' })).toThrow(
      /PORT must be a whole number \(it is "http"\); DEFAULT_COUNTRY must be ao or mz \(it is "pt"\)/,
    )
  })

  it('never repeats a value that may hold a password', () => {
    const message = (() => {
      try {
        readEnv({ DATABASE_URL: 'mysql://root:hunter2@db/zap', REDIS_URL: 'redis//:hunter2@cache' })
      } catch (error) {
        return (error as Error).message
      }
      return ''
    })()
    expect(message).toMatch(/DATABASE_URL must be file:<path> for a SQLite file or postgres:\/\/… for PostgreSQL/)
    expect(message).toMatch(/REDIS_URL must be/)
    expect(message).not.toContain('hunter2')
  })

  it('requires PAYLOAD_SECRET in production, but not while `next build` runs', () => {
    expect(() => readEnv({ NODE_ENV: 'production' })).toThrow(/PAYLOAD_SECRET must be set in production/)
    expect(readEnv({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' }).production).toBe(true)
    expect(readEnv({ NODE_ENV: 'production', PAYLOAD_SECRET: 'a-long-random-secret' })).toMatchObject({
      production: true,
      PAYLOAD_SECRET: 'a-long-random-secret',
    })
    expect(readEnv({ NODE_ENV: 'test' }).PAYLOAD_SECRET).toBeUndefined()
  })

  it('with S3_BUCKET, requires the private bucket and both keys, and a private bucket of its own', () => {
    const full = { S3_BUCKET: 'pub', S3_PRIVATE_BUCKET: 'cvs', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }
    expect(readEnv(full).s3Enabled).toBe(true)
    expect(() => readEnv({ ...full, S3_PRIVATE_BUCKET: undefined })).toThrow(
      'S3_PRIVATE_BUCKET must be set with S3_BUCKET',
    )
    expect(() => readEnv({ ...full, S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: undefined })).toThrow(
      /S3_ACCESS_KEY_ID must be set with S3_BUCKET.*; S3_SECRET_ACCESS_KEY must be set with S3_BUCKET/,
    )
    expect(() => readEnv({ ...full, S3_PRIVATE_BUCKET: 'pub' })).toThrow('S3_PRIVATE_BUCKET must differ from S3_BUCKET')
    expect(readEnv({ S3_PRIVATE_BUCKET: 'cvs' }).s3Enabled).toBe(false)
  })
})

describe('the production server’s and the build’s variables', () => {
  it('give the server and next.config.ts the values they read before, typed', () => {
    expect(
      readEnv({
        HOST: ' 127.0.0.1 ',
        TRUSTED_PROXIES: 'loopback, 10.0.0.0/8,, fd00::/8',
        METRICS_PORT: '9464',
        METRICS_HOST: '0.0.0.0',
        JOBS_INTERVAL_MS: '0',
        SHUTDOWN_DRAIN_MS: '0',
        LOG_LEVEL: 'Warn',
        BACKUP_CRON: 'off',
        API_BODY_LIMIT_BYTES: '2048',
        UPLOAD_LIMIT_BYTES: '4096',
        ZAP_BUILD_ID: 'abc123',
        ZAP_BUILD_TYPECHECKED: '1',
        MIGRATIONS_INDEX: 'tests/fixtures/migrations.ts',
      }),
    ).toMatchObject({
      HOST: '127.0.0.1',
      TRUSTED_PROXIES: ['loopback', '10.0.0.0/8', 'fd00::/8'],
      METRICS_PORT: 9464,
      METRICS_HOST: '0.0.0.0',
      JOBS_INTERVAL_MS: 0,
      SHUTDOWN_DRAIN_MS: 0,
      LOG_LEVEL: 'warn',
      BACKUP_CRON: null,
      API_BODY_LIMIT_BYTES: 2048,
      UPLOAD_LIMIT_BYTES: 4096,
      ZAP_BUILD_ID: 'abc123',
      ZAP_BUILD_TYPECHECKED: true,
      MIGRATIONS_INDEX: 'tests/fixtures/migrations.ts',
    })
    expect(readEnv({ ZAP_BUILD_TYPECHECKED: '0' }).ZAP_BUILD_TYPECHECKED).toBe(false)
    // `npm test` passes an empty value when its type check failed: unset, so the build checks types itself.
    expect(readEnv({ ZAP_BUILD_TYPECHECKED: '' }).ZAP_BUILD_TYPECHECKED).toBe(false)
    expect(Object.isFrozen(readEnv({ TRUSTED_PROXIES: 'loopback' }).TRUSTED_PROXIES)).toBe(true)
  })

  it.each([
    [
      'TRUSTED_PROXIES',
      'loopback,my-balancer',
      'TRUSTED_PROXIES must list proxies as loopback, linklocal, uniquelocal, addresses or CIDR ranges, comma-separated (invalid IP address: my-balancer)',
    ],
    ['TRUSTED_PROXIES', '10.0.0.0/33', 'TRUSTED_PROXIES must list proxies'],
    ['METRICS_PORT', '9464/tcp', 'METRICS_PORT must be a whole number (it is "9464/tcp")'],
    ['METRICS_PORT', '0', 'METRICS_PORT must be at least 1 (it is 0)'],
    ['JOBS_INTERVAL_MS', '10s', 'JOBS_INTERVAL_MS must be a whole number (it is "10s")'],
    ['JOBS_INTERVAL_MS', '-1', 'JOBS_INTERVAL_MS must be a whole number (it is "-1")'],
    ['SHUTDOWN_DRAIN_MS', '2s', 'SHUTDOWN_DRAIN_MS must be a whole number (it is "2s")'],
    ['LOG_LEVEL', 'verbose', 'LOG_LEVEL must be trace, debug, info, warn, error, fatal or silent (it is "verbose")'],
    [
      'BACKUP_CRON',
      'daily',
      'BACKUP_CRON must be a cron pattern (minute hour day month weekday, in UTC, e.g. "0 3 * * *") or off (it is "daily")',
    ],
    ['API_BODY_LIMIT_BYTES', '1MB', 'API_BODY_LIMIT_BYTES must be a whole number (it is "1MB")'],
    ['UPLOAD_LIMIT_BYTES', '0', 'UPLOAD_LIMIT_BYTES must be at least 1 (it is 0)'],
    ['ZAP_BUILD_TYPECHECKED', 'yes', 'ZAP_BUILD_TYPECHECKED must be 1 or 0 (it is "yes")'],
  ])('refuse %s=%s, naming the variable', (name, value, message) => {
    expect(() => readEnv({ [name]: value })).toThrow(`Invalid environment: ${message}`)
  })
})

describe('environmentVariable(): one variable of this process’s environment', () => {
  const saved = process.env.LOG_LEVEL
  afterEach(() => {
    if (saved === undefined) delete process.env.LOG_LEVEL
    else process.env.LOG_LEVEL = saved
  })

  it('is checked and defaulted as readEnv does it, and read anew at each call', () => {
    process.env.LOG_LEVEL = ' '
    expect(environmentVariable('LOG_LEVEL')).toBe('info')
    process.env.LOG_LEVEL = 'ERROR'
    expect(environmentVariable('LOG_LEVEL')).toBe('error')
    process.env.LOG_LEVEL = 'loud'
    expect(() => environmentVariable('LOG_LEVEL')).toThrow(
      'Invalid environment: LOG_LEVEL must be trace, debug, info, warn, error, fatal or silent (it is "loud")',
    )
  })
})

describe('backups', () => {
  it('upload to BACKUP_S3_BUCKET with the storage keys, never into a bucket they back up', () => {
    const keys = { S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }
    expect(readEnv({ BACKUP_S3_BUCKET: 'zap-backups', ...keys }).BACKUP_S3_BUCKET).toBe('zap-backups')
    expect(() => readEnv({ BACKUP_S3_BUCKET: 'zap-backups' })).toThrow(
      /S3_ACCESS_KEY_ID must be set with BACKUP_S3_BUCKET.*S3_SECRET_ACCESS_KEY must be set with BACKUP_S3_BUCKET/,
    )
    const s3 = { S3_BUCKET: 'pub', S3_PRIVATE_BUCKET: 'cvs', ...keys }
    for (const bucket of ['pub', 'cvs'])
      expect(() => readEnv({ ...s3, BACKUP_S3_BUCKET: bucket })).toThrow(
        'BACKUP_S3_BUCKET must differ from S3_BUCKET and S3_PRIVATE_BUCKET',
      )
    expect(() => readEnv({ BACKUP_KEEP: '0' })).toThrow('BACKUP_KEEP must be at least 1 (it is 0)')
  })
})

describe('the database kind, decided by one rule', () => {
  it.each([
    [undefined, 'sqlite'],
    ['file:./data/other.db', 'sqlite'],
    ['file:/var/lib/zap/zap.db', 'sqlite'],
    ['postgres://zap:secret@db:5432/zap', 'postgres'],
    ['postgresql://db/zap?sslmode=require', 'postgres'],
  ])('DATABASE_URL=%s is %s', (url, kind) => {
    expect(readEnv({ DATABASE_URL: url }).databaseKind).toBe(kind)
    // The production server and the scripts call the rule directly: the same result.
    expect(databaseKind(url)).toBe(kind)
  })

  it('refuses anything that is neither a SQLite file nor a PostgreSQL URL', () => {
    for (const url of ['data/zap.db', 'file:', 'postgres:db/zap', 'mysql://db/zap'])
      expect(() => readEnv({ DATABASE_URL: url })).toThrow(/DATABASE_URL must be file:<path>/)
  })
})

describe('environment(): this process’s environment', () => {
  const saved = process.env.LEAD_RATE_LIMIT_PER_MINUTE
  afterAll(() => {
    if (saved === undefined) delete process.env.LEAD_RATE_LIMIT_PER_MINUTE
    else process.env.LEAD_RATE_LIMIT_PER_MINUTE = saved
  })

  it('is read at first use, so a test may set process.env before, and then kept', () => {
    process.env.LEAD_RATE_LIMIT_PER_MINUTE = '7'
    const first = environment()
    expect(first.LEAD_RATE_LIMIT_PER_MINUTE).toBe(7)
    process.env.LEAD_RATE_LIMIT_PER_MINUTE = '8'
    expect(environment()).toBe(first)
    expect(environment().LEAD_RATE_LIMIT_PER_MINUTE).toBe(7)
  })
})
