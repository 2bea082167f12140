import { afterEach, describe, expect, it, jest } from '@jest/globals'
import { existsSync, globSync, readFileSync } from 'node:fs'
import path from 'node:path'
import {
  categoriesInUse,
  CONSENT_CATEGORIES,
  CONSENT_USES,
  isCategoryInUse,
  isGranted,
  makeConsent,
  OPTIONAL_CATEGORIES,
  type OptionalCategory,
  revokedCategories,
} from './categories'

const at = new Date('2026-03-01T10:00:00.000Z')
const root = path.resolve(__dirname, '../..')

/** Declares, for the current test only, that these categories have something behind them, and the others nothing. */
function declareInUse(...categories: OptionalCategory[]) {
  for (const category of OPTIONAL_CATEGORIES)
    jest.replaceProperty(
      CONSENT_USES,
      category,
      categories.includes(category) ? [{ name: `a ${category} script`, source: 'lib/consent/categories.test.ts' }] : [],
    )
}
afterEach(() => {
  jest.restoreAllMocks()
})

describe('categories in use', () => {
  it('are those with something declared behind them, in canonical order', () => {
    declareInUse()
    expect(categoriesInUse()).toEqual([])
    declareInUse('marketing', 'analytics')
    expect(categoriesInUse()).toEqual(['analytics', 'marketing'])
    declareInUse('marketing')
    expect(categoriesInUse()).toEqual(['marketing'])
    expect(isCategoryInUse('analytics')).toBe(false)
    expect(isCategoryInUse('necessary')).toBe(true)
  })
})

describe('consent state', () => {
  it('always includes necessary, in canonical order', () => {
    expect(makeConsent(['marketing', 'analytics'], at).categories).toEqual(['necessary', 'analytics', 'marketing'])
    expect(makeConsent([], at).categories).toEqual(['necessary'])
  })

  it('grants only necessary without a choice', () => {
    declareInUse('analytics', 'marketing')
    expect(isGranted(null, 'necessary')).toBe(true)
    expect(isGranted(null, 'analytics')).toBe(false)
    expect(isGranted(makeConsent(['analytics'], at), 'analytics')).toBe(true)
    expect(isGranted(makeConsent(['analytics'], at), 'marketing')).toBe(false)
  })

  it('never grants a category nothing is declared to use, whatever the stored choice says', () => {
    declareInUse('marketing')
    expect(isGranted(makeConsent(['analytics', 'marketing'], at), 'analytics')).toBe(false)
    expect(isGranted(makeConsent(['analytics', 'marketing'], at), 'marketing')).toBe(true)
    declareInUse()
    expect(isGranted(makeConsent(['analytics', 'marketing'], at), 'marketing')).toBe(false)
    expect(isGranted(makeConsent([], at), 'necessary')).toBe(true)
  })

  it('names the categories a new choice withdraws', () => {
    declareInUse('analytics', 'marketing')
    expect(revokedCategories(makeConsent(['analytics', 'marketing'], at), makeConsent(['marketing'], at))).toEqual([
      'analytics',
    ])
    expect(revokedCategories(null, makeConsent([], at))).toEqual([])
  })
})

/**
 * The declaration tells the truth about the code: a category is in use exactly when something on the
 * site waits for it (a <ConsentGate>, useConsent or isGranted naming it), and each declared use names a
 * file that does. So the banner can neither ask for what nothing collects nor stay silent about what
 * something would.
 */
describe('CONSENT_USES against the code', () => {
  const sources = globSync(
    [
      'app/**/*.{ts,tsx}',
      'blocks/**/*.{ts,tsx}',
      'components/**/*.{ts,tsx}',
      'forms/**/*.{ts,tsx}',
      'layouts/**/*.{ts,tsx}',
      'lib/**/*.{ts,tsx}',
    ],
    { cwd: root },
  )
    .map((file) => file.split(path.sep).join('/'))
    // The consent machinery itself, and tests and stories, which declare what they need.
    .filter((file) => !/^(components|lib)\/consent\//.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
  const GATE = /<ConsentGate\b[^>]*?\bcategory=(?:"(\w+)"|\{\s*'(\w+)'\s*\})/g
  const HOOK = /\b(?:useConsent|isGranted)\(\s*(?:[^,'"]+,\s*)?'(\w+)'\s*\)/g

  /** The categories a file's code waits for, each named as a literal. */
  const waitedFor = (text: string) =>
    [...text.matchAll(GATE), ...text.matchAll(HOOK)].map((match) => match[1] ?? match[2] ?? match[3] ?? '')

  it('finds the sources to read, and recognises each way code waits for a category', () => {
    expect(sources.length).toBeGreaterThan(100)
    expect(
      waitedFor(`
        <ConsentGate category="marketing" fallback={<p />}>
        <ConsentGate
          category={'analytics'}>
        const on = useConsent('analytics')
        if (isGranted(readConsent(), 'marketing')) load()
      `),
    ).toEqual(['marketing', 'analytics', 'analytics', 'marketing'])
  })

  it('every category something waits for is declared in use, and no other', () => {
    const waited = new Set<string>()
    for (const file of sources) {
      const text = readFileSync(path.join(root, file), 'utf8')
      const gates = text.match(/<ConsentGate\b/g)?.length ?? 0
      const found = waitedFor(text)
      expect({ file, gatesWithALiteralCategory: [...text.matchAll(GATE)].length }).toEqual({
        file,
        gatesWithALiteralCategory: gates,
      })
      found.forEach((category) => waited.add(category))
    }
    expect([...waited].filter((category) => category !== 'necessary').sort()).toEqual(categoriesInUse())
  })

  it('every declared use names a file that waits for its category', () => {
    for (const category of OPTIONAL_CATEGORIES)
      for (const use of CONSENT_USES[category]) {
        const file = path.join(root, use.source)
        expect({ use: use.name, exists: existsSync(file) }).toEqual({ use: use.name, exists: true })
        expect({ use: use.name, waitsFor: waitedFor(readFileSync(file, 'utf8')) }).toEqual({
          use: use.name,
          waitsFor: expect.arrayContaining([category]),
        })
      }
  })

  it('knows only the categories the dialog can word', () => {
    expect(CONSENT_CATEGORIES).toEqual(['necessary', ...OPTIONAL_CATEGORIES])
  })
})
