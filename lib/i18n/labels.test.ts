import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { resources } from './config'
import { fill, plural } from './labels'
import { pluralForms } from './server-labels'
import { translatorFor } from './translator'

/** A strings tree: the nested JSON of locales/{lang}/common.json. */
type Strings = { readonly [key: string]: string | Strings }

/** Every key of a strings tree that has plural forms, without its suffix. */
function pluralKeys(strings: Strings, prefix = ''): string[] {
  return Object.entries(strings).flatMap(([name, value]) =>
    typeof value === 'string'
      ? /_(one|other)$/.test(name)
        ? [`${prefix}${name.replace(/_(one|other)$/, '')}`]
        : []
      : pluralKeys(value, `${prefix}${name}.`),
  )
}

describe('labels: what islands get instead of a dictionary', () => {
  for (const locale of ['pt', 'en'] as const) {
    // Keys come from walking the JSON, not from literals, so i18next's typed-key signature does not apply.
    const t = translatorFor(locale) as unknown as (key: string, options?: Record<string, unknown>) => string
    const keys = [...new Set(pluralKeys(resources[locale].common as Strings))]

    it(`${locale}: a count's forms picked in the browser read as i18next's`, () => {
      expect(keys).toEqual(expect.arrayContaining(['channelList.count', 'support.faq.found']))
      for (const key of keys) {
        const forms = pluralForms(locale, key)
        for (const count of [0, 1, 2, 5, 12, 1000]) {
          expect([key, count, plural(forms, count, locale)]).toEqual([key, count, t(key, { count })])
        }
      }
    })

    it(`${locale}: a template resolved on the server keeps its placeholder, and fill gives i18next's text`, () => {
      const template = t('tvGuide.position', { number: '{{number}}' })
      expect(template).toContain('{{number}}')
      expect(fill(template, { number: 12 })).toBe(t('tvGuide.position', { number: 12 }))
      expect(fill(template, {})).toBe(template)
    })
  }

  it('a missing plural key is refused on the server, not shown as its key', () => {
    expect(() => pluralForms('pt', 'no.such.count')).toThrow(/no\.such\.count/)
  })
})

describe('no client island can reach a dictionary', () => {
  // Modules that hold or load both languages' whole strings; a browser module importing one of them (other than
  // for its types) would put the dictionaries back into the pages' scripts.
  const dictionaries = [
    'lib/i18n/config',
    'lib/i18n/translator',
    'lib/i18n/server-labels',
    'components/forms/labels',
    'components/terms/labels',
    'layouts/status-labels',
  ]
  const root = join(__dirname, '../..')
  const folders = ['app', 'blocks', 'components', 'forms', 'layouts', 'lib', 'registry']

  function sources(folder: string): string[] {
    return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
      .map((file) => join(folder, file))
  }

  /** The project modules a file imports values from (`import type` left out), as root-relative paths without extension. */
  function valueImports(file: string, text: string): string[] {
    const found: string[] = []
    for (const match of text.matchAll(/^import\s+(?!type\s)[\s\S]*?\s+from\s+'([^']+)'/gm)) {
      const source = match[1]!
      if (source.startsWith('@/')) found.push(source.slice(2))
      else if (source.startsWith('.')) found.push(relative(root, resolve(root, dirname(file), source)))
    }
    return found.map((path) => path.replace(/\.(tsx?|json)$/, ''))
  }

  it('every `use client` module imports none of them, nor a locale file', () => {
    const client = folders.flatMap(sources).filter((file) => {
      const text = readFileSync(join(root, file), 'utf8')
      return /^\s*['"]use client['"]/.test(text)
    })
    expect(client.length).toBeGreaterThan(30)
    const offending = client.flatMap((file) =>
      valueImports(file, readFileSync(join(root, file), 'utf8'))
        .filter((path) => dictionaries.includes(path) || path.startsWith('locales/'))
        .map((path) => `${file} imports ${path}`),
    )
    expect(offending).toEqual([])
  })
})
