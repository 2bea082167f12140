import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

export type Secret = { name: string; value: string }
export type SecretFinding = { file: string; secret: string; encoding: 'plain' | 'base64' | 'url' }

/** Passwords and keys known to tests and development; a build must carry none of them either. */
export const KNOWN_SECRETS: readonly Secret[] = [
  { name: 'PAYLOAD_SECRET (e2e)', value: 'e2e-secret' },
  { name: 'seed admin password', value: 'zap-admin-dev' },
]

/** Environment variables that hold a secret, or a URL with one in it. */
const SECRET_VARIABLES =
  /^(PAYLOAD_SECRET|DATABASE_URL|TEST_POSTGRES_URL|ADMIN_PASSWORD|.*(SECRET|PASSWORD|PASS|TOKEN|API_KEY|PRIVATE_KEY)S?)$/

/** Shorter values (or empty ones) would match by chance: "1", "dev". */
const MIN_LENGTH = 8

/**
 * The secrets configured in `env` (a whole environment, every name checked: the caller's own or a
 * server's it started), plus the known development ones. A URL with a password
 * (postgres://user:pass@host/db) also contributes the password alone.
 */
export function configuredSecrets(env: Readonly<Record<string, string | undefined>>): Secret[] {
  const secrets = new Map<string, Secret>()
  const add = (name: string, value: string | undefined) => {
    if (value && value.length >= MIN_LENGTH && !secrets.has(value)) secrets.set(value, { name, value })
  }
  for (const secret of KNOWN_SECRETS) add(secret.name, secret.value)
  for (const [name, value] of Object.entries(env)) {
    if (!SECRET_VARIABLES.test(name) || !value) continue
    add(name, value)
    try {
      const url = new URL(value)
      if (url.password) add(`${name} (password)`, decodeURIComponent(url.password))
    } catch {
      // Not a URL.
    }
  }
  return [...secrets.values()]
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return filesUnder(full)
    return entry.isFile() ? [full] : []
  })
}

/**
 * Every file under `dir` that contains one of the secrets, as is, base64-encoded or URL-encoded.
 * Files are read as bytes, so minified scripts, source maps and binary files are all covered.
 */
export function scanForSecrets(dir: string, secrets: readonly Secret[]): SecretFinding[] {
  if (!statSync(dir).isDirectory()) throw new Error(`${dir} is not a folder`)
  const forms = secrets.flatMap((secret) => [
    { secret: secret.name, encoding: 'plain' as const, bytes: Buffer.from(secret.value, 'utf8') },
    {
      secret: secret.name,
      encoding: 'base64' as const,
      bytes: Buffer.from(Buffer.from(secret.value, 'utf8').toString('base64').replace(/=+$/, '')),
    },
    { secret: secret.name, encoding: 'url' as const, bytes: Buffer.from(encodeURIComponent(secret.value)) },
  ])
  const findings: SecretFinding[] = []
  for (const file of filesUnder(dir)) {
    const content = readFileSync(file)
    const seen = new Set<string>()
    for (const form of forms) {
      if (seen.has(form.secret) || content.indexOf(form.bytes) === -1) continue
      seen.add(form.secret)
      findings.push({ file: path.relative(dir, file), secret: form.secret, encoding: form.encoding })
    }
  }
  return findings
}
