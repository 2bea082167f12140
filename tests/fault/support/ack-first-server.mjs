/**
 * A deliberately broken lead server for the crash test's self-check: it responds with 201 at once and
 * writes the lead a moment later, which is the bug the crash test exists to catch (a success
 * response sent before the write is durable). The same stream-kill-verify run against it must
 * report acknowledged leads that are missing, or the crash test could not fail.
 * Env: PORT, DATABASE_URL=file:<path>.
 */
import { createServer } from 'node:http'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const Database = require('libsql')
const db = new Database(process.env.DATABASE_URL.slice('file:'.length))
db.exec('PRAGMA journal_mode = WAL; CREATE TABLE IF NOT EXISTS leads (kind TEXT NOT NULL, key TEXT NOT NULL)')
const insert = db.prepare('INSERT INTO leads (kind, key) VALUES (?, ?)')

createServer((req, res) => {
  if (req.method === 'GET') return res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
  const chunks = []
  req.on('data', (chunk) => chunks.push(chunk))
  req.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
    const kind = req.url.includes('newsletter') ? 'newsletter' : 'callback'
    res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true, message: 'Sucesso' }))
    // The bug: the write happens after the response.
    setTimeout(() => insert.run(kind, kind === 'newsletter' ? body.email : `+244${body.clientPhone}`), 20)
  })
}).listen(Number(process.env.PORT))
