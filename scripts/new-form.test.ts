import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// What `npm run new:form` refuses and where it writes, run against a small copy of the files it reads
// and writes. (scripts/scaffolds-check.mjs proves, in the `npm test` stage "scaffolds", that what it writes works.)
const root = join(__dirname, '..')
const copied = [
  'registry/block-configs.ts',
  'registry/components.tsx',
  'registry/block-meta.ts',
  'cms/collections/leads/lead-forms.ts',
  'lib/privacy/retention.ts',
  'locales/pt/common.json',
  'locales/en/common.json',
]

function project() {
  const dir = mkdtempSync(join(tmpdir(), 'zap-new-form-test-'))
  for (const file of copied) cpSync(join(root, file), join(dir, file))
  for (const folder of ['forms/quote', 'app/(forms)/api/forms/popup-click', 'public/admin/blocks'])
    mkdirSync(join(dir, folder), { recursive: true })
  // A collection whose slug a form named "survey" would take.
  writeFileSync(join(dir, 'cms/collections/leads/Surveys.ts'), "export const Surveys = { slug: 'survey-requests' }\n")
  return dir
}

/** Every file under the copy with its content, to show that nothing changed. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {}
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      files[join(entry.parentPath, entry.name).slice(dir.length + 1)] = readFileSync(
        join(entry.parentPath, entry.name),
        'utf8',
      )
  }
  return files
}

const newForm = (dir: string, ...args: string[]) =>
  spawnSync(process.execPath, [join(root, 'scripts/new-form.mjs'), '--root', dir, ...args], { encoding: 'utf8' })

describe('npm run new:form', () => {
  it.each([
    ['no name', [], /give one form name/],
    ['capitals', ['TradeIn'], /"TradeIn" is not a form name/],
    ['a path', ['../quote'], /is not a form name/],
    ['an existing form', ['quote'], /forms\/quote already exists/],
    ['an endpoint without a form folder', ['popup-click'], /app\/\(forms\)\/api\/forms\/popup-click already exists/],
    ['a form whose block type is registered', ['casting'], /a block type "castingForm" is already registered/],
    ['a collection slug that exists', ['survey'], /a collection "survey-requests" already exists/],
    ['a section of the strings that exists', ['errors'], /the strings forms.errors already exist/],
  ])('refuses %s with a clear message and changes nothing', (_case, args, message) => {
    const dir = project()
    try {
      const before = snapshot(dir)
      const run = newForm(dir, ...(args as string[]))
      expect(run.status).toBe(1)
      expect(run.stderr).toMatch(message)
      expect(snapshot(dir)).toEqual(before)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('writes the form, its endpoint, collection, block, strings and tests, and lists the collection once', () => {
    const dir = project()
    try {
      const before = snapshot(dir)
      const run = newForm(dir, 'trade-in')
      expect(run.stderr).toBe('')
      expect(run.status).toBe(0)
      expect(run.stdout).toContain('scripts/migrations-create.sh add_trade_in_form --verify')
      const after = snapshot(dir)
      const added = Object.keys(after).filter((file) => !(file in before))
      expect(added.sort()).toEqual(
        [
          'app/(forms)/api/forms/trade-in/route.ts',
          'blocks/trade-in-form/Component.tsx',
          'blocks/trade-in-form/TradeInForm.stories.tsx',
          'blocks/trade-in-form/TradeInForm.test.tsx',
          'blocks/trade-in-form/config.ts',
          'cms/collections/leads/TradeInRequests.ts',
          'forms/trade-in/TradeInForm.lazy.tsx',
          'forms/trade-in/TradeInForm.tsx',
          'forms/trade-in/fixtures.ts',
          'forms/trade-in/lead-form.ts',
          'forms/trade-in/schema.test.ts',
          'forms/trade-in/schema.ts',
          'public/admin/blocks/trade-in-form.webp',
          'tests/integration/trade-in-form.int.ts',
        ].sort(),
      )
      // The collection is listed once, in the one list of lead collections.
      const list = 'cms/collections/leads/lead-forms.ts'
      const lines = (file: string, text: Record<string, string>) => text[file]!.split('\n')
      expect(lines(list, after).filter((line) => !lines(list, before).includes(line))).toEqual([
        "import { TradeInRequests } from './TradeInRequests'",
        '  TradeInRequests,',
      ])
      // Its leads have a lifetime from the start: one period more, the call-back's.
      const retention = 'lib/privacy/retention.ts'
      expect(lines(retention, after).filter((line) => !lines(retention, before).includes(line))).toEqual([
        "  'trade-in-requests': 12,",
      ])
      // The strings: one section more in each language, the rest of the file as it was.
      for (const locale of ['pt', 'en']) {
        const file = `locales/${locale}/common.json`
        const strings = JSON.parse(after[file]!) as { forms: Record<string, unknown> }
        expect(Object.keys(strings.forms.tradeIn as object)).toEqual(['message', 'messageHint', 'submit'])
        delete strings.forms.tradeIn
        expect(`${JSON.stringify(strings, null, 2)}\n`).toBe(before[file])
      }
      expect(JSON.parse(after['locales/en/common.json']!).forms.tradeIn.submit).toBe('Send request')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
