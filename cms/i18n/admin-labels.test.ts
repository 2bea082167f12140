import fs from 'node:fs'
import path from 'node:path'
import type { CollectionConfig, Field, GlobalConfig } from 'payload'

/**
 * The admin speaks Portuguese and English, so every text of ours it shows must come in both: a
 * field's label and description, its options' labels, a collection's names. A field without a
 * label would show a name Payload makes up from the field's name in English ("Seo", "Cta"), so a
 * field the admin shows must carry one. Blocks are checked with their own configs.
 */
type Problem = string

// The configs are only read here, never run: Payload's runtime (loaded through the hooks) pulls in
// ES-module-only packages Jest cannot load, and nothing here calls it, so every export is a stub.
jest.mock(
  'payload',
  () =>
    new Proxy({ __esModule: true }, { get: (target, key) => (key in target ? target[key as '__esModule'] : class {}) }),
)

const bilingual = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Record<string, unknown>).pt === 'string' &&
  typeof (value as Record<string, unknown>).en === 'string'

function configsIn(dir: string): (CollectionConfig | GlobalConfig)[] {
  const found: (CollectionConfig | GlobalConfig)[] = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) found.push(...configsIn(full))
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- files found at run time, loaded synchronously by Jest
      for (const value of Object.values(require(full) as Record<string, unknown>)) {
        if (value && typeof value === 'object' && 'slug' in value && 'fields' in value)
          found.push(value as CollectionConfig)
      }
    }
  }
  return found
}

function check(fields: Field[], where: string, problems: Problem[]) {
  for (const field of fields) {
    const name = 'name' in field ? field.name : field.type
    const at = `${where}.${name}`
    const admin = (field as { admin?: { hidden?: boolean; description?: unknown; disabled?: boolean } }).admin
    const shown = !admin?.hidden && !admin?.disabled && !('hidden' in field && field.hidden)
    const label = (field as { label?: unknown }).label
    const labelled = 'name' in field
    if (shown && labelled && label !== false && !bilingual(label))
      problems.push(`${at}: label ${JSON.stringify(label)}`)
    if (admin?.description !== undefined && typeof admin.description !== 'function' && !bilingual(admin.description)) {
      problems.push(`${at}: description ${JSON.stringify(admin.description)}`)
    }
    if ('options' in field && Array.isArray(field.options)) {
      for (const option of field.options) {
        if (typeof option === 'string' || !bilingual(option.label))
          problems.push(`${at}: option ${JSON.stringify(option)}`)
      }
    }
    if ('labels' in field && field.labels && (!bilingual(field.labels.singular) || !bilingual(field.labels.plural))) {
      problems.push(`${at}: labels ${JSON.stringify(field.labels)}`)
    }
    if ('fields' in field && Array.isArray(field.fields)) check(field.fields, at, problems)
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if (!bilingual(tab.label)) problems.push(`${at}: tab ${JSON.stringify(tab.label)}`)
        check(tab.fields, at, problems)
      }
    }
  }
}

describe('admin texts come in Portuguese and English', () => {
  const configs = configsIn(path.join(__dirname, '..', 'collections'))
  if (fs.existsSync(path.join(__dirname, '..', 'globals')))
    configs.push(...configsIn(path.join(__dirname, '..', 'globals')))

  it('finds the collections', () => {
    expect(configs.map((c) => c.slug)).toEqual(
      expect.arrayContaining([
        'pages',
        'settings',
        'users',
        'callback-requests',
        'popup-analytics',
        'erasure-audits',
        'privacy-settings',
      ]),
    )
  })

  it.each(configs.map((c) => [c.slug, c] as const))('%s', (slug, config) => {
    const problems: Problem[] = []
    // A global has one name (`label`), a collection two (`labels`).
    const labels = 'labels' in config ? config.labels : undefined
    if ('label' in config) {
      if (!bilingual(config.label)) problems.push(`${slug}: global label ${JSON.stringify(config.label)}`)
    } else if (!labels || !bilingual(labels.singular) || !bilingual(labels.plural))
      problems.push(`${slug}: collection labels ${JSON.stringify(labels)}`)
    const group = (config.admin as { group?: unknown } | undefined)?.group
    if (group !== undefined && !bilingual(group)) problems.push(`${slug}: admin group ${JSON.stringify(group)}`)
    check(config.fields, slug, problems)
    expect(problems).toEqual([])
  })
})
