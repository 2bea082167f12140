import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { createClient } from '@libsql/client'
import pg from 'pg'
import type { Payload } from 'payload'

/**
 * What the backup tests share: running `npm run backup` and `npm run restore` as the operator does (a
 * process of their own, through scripts/task.mjs), the rows of every table and the bytes of every
 * upload as they were acknowledged, compared with what a restore brought back, and leads posted
 * through the real endpoint while a backup runs.
 */
const root = path.resolve(import.meta.dirname, '../../..')

/** Rows of one table keyed by id (by the whole row for a table without one), each as JSON. */
export type TableRows = Map<string, string>
export type DatabaseRows = Map<string, TableRows>

/** Runs scripts/backup.ts or scripts/restore.ts with `env`; resolves with its exit code and output. */
export function runScript(
  script: 'scripts/backup.ts' | 'scripts/restore.ts',
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/task.mjs'), script, ...args], {
      cwd: root,
      env: { ...env, TASK_ATTEMPTS: '1', TASK_TIMEOUT_MS: '600000' } as NodeJS.ProcessEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk))
    child.stderr.on('data', (chunk: Buffer) => (out += chunk))
    child.on('exit', (code) => resolve({ code: code ?? 1, out }))
  })
}

function keyed(columns: string[], rows: unknown[][]): TableRows {
  const byKey: TableRows = new Map()
  const id = columns.indexOf('id')
  for (const row of rows) {
    const json = JSON.stringify(Object.fromEntries(columns.map((column, index) => [column, row[index]])))
    byKey.set(id >= 0 ? String(row[id]) : json, json)
  }
  return byKey
}

/** Every row of every table of a SQLite file. */
export async function sqliteRows(file: string): Promise<DatabaseRows> {
  const client = createClient({ url: `file:${file}` })
  try {
    const tables = await client.execute(
      "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'",
    )
    const all: DatabaseRows = new Map()
    for (const { name } of tables.rows) {
      const result = await client.execute(`SELECT * FROM "${String(name)}"`)
      all.set(
        String(name),
        keyed(
          result.columns,
          result.rows.map((row) => result.columns.map((_, index) => row[index])),
        ),
      )
    }
    return all
  } finally {
    client.close()
  }
}

/** Every row of every table of PostgreSQL's public schema. */
export async function postgresRows(url: string): Promise<DatabaseRows> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const tables = await client.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'",
    )
    const all: DatabaseRows = new Map()
    for (const { name } of tables.rows) {
      const result = await client.query({ text: `SELECT * FROM public."${name}"`, rowMode: 'array' })
      all.set(
        name,
        keyed(
          result.fields.map((field) => field.name),
          result.rows as unknown[][],
        ),
      )
    }
    return all
  } finally {
    await client.end()
  }
}

/** The acknowledged rows a restore lost or changed, as `table id` lines (empty when none). */
export function lostRows(acknowledged: DatabaseRows, restored: DatabaseRows): string[] {
  const lost: string[] = []
  for (const [table, rows] of acknowledged) {
    const found = restored.get(table)
    for (const [key, row] of rows) {
      if (!found?.has(key)) lost.push(`${table} ${key}: missing`)
      else if (found.get(key) !== row) lost.push(`${table} ${key}: changed`)
    }
  }
  return lost
}

/** The number of rows of `table` among `rows`. */
export const rowCount = (rows: DatabaseRows, table: string): number => rows.get(table)?.size ?? 0

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** sha256 of every file under `dir`, by its path relative to it. */
export function filesUnder(dir: string): Map<string, string> {
  const found = new Map<string, string>()
  if (!existsSync(dir)) return found
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const full = path.join(entry.parentPath, entry.name)
      found.set(path.relative(dir, full), sha256(readFileSync(full)))
    }
  return found
}

/** The acknowledged files a restore lost or changed (empty when none). */
export function lostFiles(acknowledged: Map<string, string>, restored: Map<string, string>): string[] {
  return [...acknowledged]
    .filter(([name, hash]) => restored.get(name) !== hash)
    .map(([name]) => `${name}: ${restored.has(name) ? 'changed' : 'missing'}`)
}

/** The files the archive holds, from its manifest in the backup's log line. */
export function backupLine(out: string): { archive: string; rows: number; files: number } {
  const line = out.split('\n').find((text) => text.includes('"backup: done'))
  if (!line) throw new Error(`the backup did not report: ${out.slice(-3000)}`)
  return JSON.parse(line) as { archive: string; rows: number; files: number }
}

type Handle = typeof import('@/lib/leads/handle-lead').handleLead

let ipCounter = 0

/** Posts one newsletter sign-up through the real lead endpoint (a visitor of its own); resolves with its status. */
export async function postNewsletter(handleLead: Handle, email: string): Promise<number> {
  const { newsletterForm } = await import('@/forms/newsletter/lead-form')
  const ip = `203.0.113.${(++ipCounter % 250) + 1}`
  const request = new Request('http://localhost:3000/api/forms/newsletter?locale=pt', {
    method: 'POST',
    headers: { host: 'localhost:3000', 'x-zap-client-ip': ip, 'content-type': 'application/json' },
    body: JSON.stringify({ email, acceptTerms: true, service: 'Fibra' }),
  })
  return (await handleLead(request, newsletterForm)).status
}

/** Posts a call-back request through the real lead endpoint; resolves with its status. */
export async function postCallback(handleLead: Handle, clientName: string): Promise<number> {
  const { callbackForm } = await import('@/forms/callback/lead-form')
  const request = new Request('http://localhost:3000/api/forms/callback?locale=pt', {
    method: 'POST',
    headers: { host: 'localhost:3000', 'x-zap-client-ip': '198.51.100.77', 'content-type': 'application/json' },
    body: JSON.stringify({ clientName, clientPhone: '923 456 789', clientSubject: 1 }),
  })
  return (await handleLead(request, callbackForm)).status
}

/** A PDF of `size` bytes that passes Payload's structure check. */
export function pdfOf(size: number): Buffer {
  const head = '%PDF-1.4\n'
  const tail = '\nxref\n0 1\ntrailer\n<<>>\nstartxref\n9\n%%EOF\n'
  return Buffer.from(head + 'x'.repeat(size - head.length - tail.length) + tail)
}

/** Sends a job application with its CV through the real lead endpoint; resolves with its status. */
export async function postJobApplication(handleLead: Handle, fullName: string, cv: Buffer): Promise<number> {
  const { jobApplicationForm } = await import('@/forms/job-application/lead-form')
  const form = new FormData()
  const fields = {
    fullName,
    email: 'candidata@example.co.ao',
    phone: '912 345 678',
    province: 'Benguela',
    education: 'licenciatura',
    experienceYears: '4',
    acceptTerms: 'true',
    area: 'Marketing',
  }
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  form.append('cv', new Blob([new Uint8Array(cv)], { type: 'application/pdf' }), 'cv.pdf')
  // A form arrives as the bytes of its multipart encoding, as a browser sends it.
  const body = new Response(form)
  const request = new Request('http://localhost:3000/api/forms/job-application?locale=pt', {
    method: 'POST',
    headers: {
      host: 'localhost:3000',
      'x-zap-client-ip': '198.51.100.78',
      'content-type': body.headers.get('content-type') ?? '',
    },
    body: await body.arrayBuffer(),
  })
  return (await handleLead(request, jobApplicationForm)).status
}

/**
 * Runs `backup` while newsletter sign-ups keep arriving, one after another, until it ends; resolves
 * with its result and the status of every sign-up posted meanwhile.
 */
export async function whilePosting<T>(
  handleLead: Handle,
  backup: Promise<T>,
): Promise<{ result: T; statuses: number[] }> {
  let done = false
  const statuses: number[] = []
  const posting = (async () => {
    while (!done) statuses.push(await postNewsletter(handleLead, `durante.${statuses.length}@example.co.ao`))
  })()
  const result = await backup.finally(() => (done = true))
  await posting
  return { result, statuses }
}

/** An image upload in the media collection. */
export async function uploadImage(payload: Payload, name: string): Promise<void> {
  const { default: sharp } = await import('sharp')
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#e30613' } })
    .png()
    .toBuffer()
  await payload.create({
    collection: 'media',
    data: { alt: `Imagem ${name}` },
    file: { data: png, mimetype: 'image/png', name: `${name}.png`, size: png.byteLength },
    overrideAccess: true,
  })
}
