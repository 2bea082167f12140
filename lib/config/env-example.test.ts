import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ENV_VARIABLES } from './env-schema'

/**
 * .env.example documents every variable: those of the application's schema (lib/config/env-schema.ts)
 * and those the tooling reads (the production server, scripts, benchmarks, tests). A variable added
 * to the schema without a line there fails here, and so does a line for a variable nothing reads.
 */
const root = path.resolve(__dirname, '..', '..')

/** Every `NAME=` line, commented out or not. */
function documented(): string[] {
  const text = readFileSync(path.join(root, '.env.example'), 'utf8')
  return [...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!)
}

/** The source of what runs outside the application and reads its own variables. */
function toolingSource(): string {
  const files = ['next.config.ts', 'playwright.config.ts', 'jest.config.mjs']
  const walk = (dir: string): void => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (/\.(c?m?[jt]sx?|sh)$/.test(entry.name)) files.push(file)
    }
  }
  for (const dir of ['server', 'scripts', 'bench', 'tests']) walk(dir)
  return files.map((file) => readFileSync(path.join(root, file), 'utf8')).join('\n')
}

describe('.env.example', () => {
  const names = documented()

  it('lists each variable once', () => {
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([])
  })

  it('lists every variable of the application’s schema', () => {
    expect(ENV_VARIABLES.filter((name) => !names.includes(name))).toEqual([])
  })

  it('lists nothing else than what the tooling reads', () => {
    const schema = new Set<string>(ENV_VARIABLES)
    const source = toolingSource()
    const unread = names.filter((name) => !schema.has(name) && !new RegExp(`\\b${name}\\b`).test(source))
    expect(unread).toEqual([])
  })
})
