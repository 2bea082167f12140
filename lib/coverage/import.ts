import type { CountryCode } from '@/lib/countries'
import { PROVINCES } from '@/lib/forms/provinces'
import { foldName } from '@/lib/text/match-name'
import { type CoverageAreaData, type CoverageStatus, isCoverageStatus } from './areas'
import { type CsvProblem, parseCsv } from './csv'
import { isMonth } from './month'

/**
 * The coverage import's rules, apart from the CMS so they can be tested alone: the columns, what
 * each cell may hold, and which rows create an area and which update one. The endpoint
 * (cms/hooks/coverage-import.ts) writes nothing unless every row passes.
 */

/** A message for the admin in both of its languages (the screen shows the one its user reads). */
export type Bilingual = { pt: string; en: string }

/** A problem of the file: `line` is the file's line (1 = the header), null for the file as a whole. */
export type ImportProblem = { line: number | null; message: Bilingual }

export type ImportRow = CoverageAreaData & { line: number }

export type ValidatedImport = { ok: true; rows: ImportRow[] } | { ok: false; problems: ImportProblem[] }

/** The columns, in the order the header names them; Portuguese names are read too. */
export const IMPORT_COLUMNS = ['province', 'municipality', 'neighbourhood', 'status', 'month'] as const
type Column = (typeof IMPORT_COLUMNS)[number]

const COLUMN_NAMES: Record<string, Column> = {
  province: 'province',
  provincia: 'province',
  municipality: 'municipality',
  municipio: 'municipality',
  neighbourhood: 'neighbourhood',
  neighborhood: 'neighbourhood',
  bairro: 'neighbourhood',
  status: 'status',
  estado: 'status',
  month: 'month',
  mes: 'month',
}

/** Statuses as a spreadsheet may write them: the stored values, or their Portuguese words. */
const STATUS_NAMES: Record<string, CoverageStatus> = {
  available: 'available',
  disponivel: 'available',
  soon: 'soon',
  embreve: 'soon',
  brevemente: 'soon',
  plannednot: 'planned-not',
  notplanned: 'planned-not',
  naoplaneado: 'planned-not',
  semprevisao: 'planned-not',
}

/** A file this big is a mistake (a wrong file chosen), not a list of neighbourhoods. */
export const MAX_IMPORT_ROWS = 5000
export const MAX_IMPORT_BYTES = 512 * 1024
/** Names as the CMS fields accept them. */
export const NAME_LENGTH = { min: 2, max: 80 } as const

/** Problems listed at most: past this many the file is better fixed as a whole. */
const MAX_PROBLEMS = 100

const CSV_PROBLEMS: Record<CsvProblem, Bilingual> = {
  'stray-quote': {
    pt: 'Há aspas (") no meio de um valor sem aspas. Ponha o valor todo entre aspas e duplique as aspas de dentro ("").',
    en: 'There is a double quote (") inside a value that is not quoted. Quote the whole value and double the quotes inside it ("").',
  },
  'text-after-quote': {
    pt: 'Há texto depois das aspas que fecham um valor. Ponha o valor todo entre aspas.',
    en: 'There is text after the quote that closes a value. Quote the whole value.',
  },
  'unclosed-quote': {
    pt: 'Umas aspas abertas nesta linha nunca se fecham.',
    en: 'A quote opened on this line is never closed.',
  },
}

const STATUS_HINT = 'available, soon, planned-not'

/** The key an area is found by: its country's province, municipality and neighbourhood, accents and case aside. */
export const areaKey = (area: Pick<CoverageAreaData, 'province' | 'municipality' | 'neighbourhood'>): string =>
  [area.province, area.municipality, area.neighbourhood].map(foldName).join('|')

/** Which column each position of the header holds, or the header's problem. */
function readHeader(cells: string[]): { columns: Column[] } | { problem: Bilingual } {
  const columns = cells.map((cell) => COLUMN_NAMES[foldName(cell)])
  const expected = IMPORT_COLUMNS.join(',')
  const unknown = cells.filter((_, index) => columns[index] === undefined)
  if (unknown.length > 0)
    return {
      problem: {
        pt: `A primeira linha tem de nomear as colunas ${expected}; não conheço ${unknown.map((c) => `"${c}"`).join(', ')}.`,
        en: `The first line must name the columns ${expected}; ${unknown.map((c) => `"${c}"`).join(', ')} is not one of them.`,
      },
    }
  const known = columns as Column[]
  const missing = IMPORT_COLUMNS.filter((column) => !known.includes(column))
  const repeated = IMPORT_COLUMNS.filter((column) => known.filter((c) => c === column).length > 1)
  if (missing.length > 0 || repeated.length > 0)
    return {
      problem: {
        pt: `A primeira linha tem de nomear cada coluna uma vez: ${expected}.${missing.length ? ` Falta: ${missing.join(', ')}.` : ''}${repeated.length ? ` Repetida: ${repeated.join(', ')}.` : ''}`,
        en: `The first line must name each column once: ${expected}.${missing.length ? ` Missing: ${missing.join(', ')}.` : ''}${repeated.length ? ` Repeated: ${repeated.join(', ')}.` : ''}`,
      },
    }
  return { columns: known }
}

/** A month as a spreadsheet may write it: "2027-03", "2027-3", "03/2027" or "3/2027"; else null. */
function readMonth(text: string): string | null {
  const iso = /^(\d{4})-(\d{1,2})$/.exec(text)
  const local = /^(\d{1,2})\/(\d{4})$/.exec(text)
  const [year, month] = iso ? [iso[1], iso[2]] : local ? [local[2], local[1]] : [undefined, undefined]
  if (!year || !month) return null
  const value = `${year}-${month.padStart(2, '0')}`
  return isMonth(value) ? value : null
}

/** Control and text-direction characters, and angle brackets: nobody's place name has them. */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069<>]/

function nameProblem(label: Bilingual, value: string): Bilingual | null {
  if (value.length < NAME_LENGTH.min || value.length > NAME_LENGTH.max)
    return {
      pt: `${label.pt}: escreva de ${NAME_LENGTH.min} a ${NAME_LENGTH.max} caracteres${value ? ` (tem ${value.length})` : ''}.`,
      en: `${label.en}: write ${NAME_LENGTH.min} to ${NAME_LENGTH.max} characters${value ? ` (it has ${value.length})` : ''}.`,
    }
  if (UNSAFE.test(value))
    return {
      pt: `${label.pt}: "${value}" tem caracteres que um nome não leva (controlo, direção do texto ou < >).`,
      en: `${label.en}: "${value}" has characters no name carries (control, text direction or < >).`,
    }
  return null
}

const LABELS = {
  municipality: { pt: 'Município', en: 'Municipality' },
  neighbourhood: { pt: 'Bairro', en: 'Neighbourhood' },
} as const

/**
 * Reads and checks a whole file for one country: every row, every problem (up to a hundred), each
 * with its line. `ok` only when every row is right; then the rows come with their canonical values
 * (the province as the site spells it, the status as stored, the month as "YYYY-MM").
 */
export function validateCoverageCsv(text: string, country: CountryCode): ValidatedImport {
  const parsed = parseCsv(text)
  if (!parsed.ok) return { ok: false, problems: [{ line: parsed.line, message: CSV_PROBLEMS[parsed.problem] }] }
  const records = parsed.records.filter((record) => record.cells.some((cell) => cell.trim() !== ''))
  const [header, ...body] = records
  if (!header)
    return {
      ok: false,
      problems: [
        {
          line: null,
          message: {
            pt: `O ficheiro está vazio. A primeira linha nomeia as colunas: ${IMPORT_COLUMNS.join(',')}.`,
            en: `The file is empty. Its first line names the columns: ${IMPORT_COLUMNS.join(',')}.`,
          },
        },
      ],
    }
  const read = readHeader(header.cells.map((cell) => cell.trim()))
  if ('problem' in read) return { ok: false, problems: [{ line: header.line, message: read.problem }] }
  if (body.length === 0)
    return {
      ok: false,
      problems: [
        { line: null, message: { pt: 'O ficheiro não tem linhas de bairros.', en: 'The file has no neighbourhood rows.' } },
      ],
    }
  if (body.length > MAX_IMPORT_ROWS)
    return {
      ok: false,
      problems: [
        {
          line: null,
          message: {
            pt: `O ficheiro tem ${body.length} linhas; importe no máximo ${MAX_IMPORT_ROWS} de cada vez.`,
            en: `The file has ${body.length} rows; import at most ${MAX_IMPORT_ROWS} at a time.`,
          },
        },
      ],
    }

  const provinces = new Map<string, string>(PROVINCES[country].map((name) => [foldName(name), name]))
  const problems: ImportProblem[] = []
  const rows: ImportRow[] = []
  const firstLineOf = new Map<string, number>()
  for (const record of body) {
    const { line } = record
    const add = (message: Bilingual) => problems.push({ line, message })
    if (record.cells.length !== read.columns.length) {
      add({
        pt: `Esta linha tem ${record.cells.length} valores; a primeira tem ${read.columns.length}.`,
        en: `This line has ${record.cells.length} values; the first one has ${read.columns.length}.`,
      })
      continue
    }
    const cell = (column: Column) => (record.cells[read.columns.indexOf(column)] ?? '').trim().replace(/\s+/g, ' ')
    const province = provinces.get(foldName(cell('province')))
    if (!province)
      add({
        pt: `Província: "${cell('province')}" não é uma província de ${country === 'ao' ? 'Angola' : 'Moçambique'} (por exemplo ${PROVINCES[country][0]}).`,
        en: `Province: "${cell('province')}" is not a province of ${country === 'ao' ? 'Angola' : 'Mozambique'} (e.g. ${PROVINCES[country][0]}).`,
      })
    const municipality = cell('municipality')
    const neighbourhood = cell('neighbourhood')
    const municipalityProblem = nameProblem(LABELS.municipality, municipality)
    if (municipalityProblem) add(municipalityProblem)
    const neighbourhoodProblem = nameProblem(LABELS.neighbourhood, neighbourhood)
    if (neighbourhoodProblem) add(neighbourhoodProblem)
    const status = STATUS_NAMES[foldName(cell('status'))]
    if (!status || !isCoverageStatus(status))
      add({
        pt: `Estado: "${cell('status')}" não é um estado; escreva ${STATUS_HINT} (ou disponível, em breve, não planeado).`,
        en: `Status: "${cell('status')}" is not a status; write ${STATUS_HINT}.`,
      })
    const monthText = cell('month')
    const month = monthText ? readMonth(monthText) : null
    if (monthText && !month)
      add({
        pt: `Mês: "${monthText}" não é um mês; escreva ano e mês, por exemplo 2027-03.`,
        en: `Month: "${monthText}" is not a month; write the year and month, e.g. 2027-03.`,
      })
    else if (status === 'soon' && !month)
      add({
        pt: 'Mês: um bairro com o estado soon precisa do mês em que a fibra chega, por exemplo 2027-03.',
        en: 'Month: a neighbourhood with the status soon needs the month fibre arrives, e.g. 2027-03.',
      })
    else if (status && status !== 'soon' && month)
      add({
        pt: `Mês: só os bairros com o estado soon levam mês; deixe-o vazio para ${status}.`,
        en: `Month: only neighbourhoods with the status soon take a month; leave it empty for ${status}.`,
      })
    if (!province || municipalityProblem || neighbourhoodProblem || !status) continue
    const row: ImportRow = { line, province, municipality, neighbourhood, status, month: status === 'soon' ? month : null }
    const key = areaKey(row)
    const first = firstLineOf.get(key)
    if (first !== undefined) {
      add({
        pt: `${neighbourhood} (${municipality}, ${province}) já está na linha ${first}: cada bairro aparece uma vez.`,
        en: `${neighbourhood} (${municipality}, ${province}) is on line ${first} already: each neighbourhood appears once.`,
      })
      continue
    }
    firstLineOf.set(key, line)
    rows.push(row)
  }
  if (problems.length > 0) {
    const shown = problems.slice(0, MAX_PROBLEMS)
    if (problems.length > MAX_PROBLEMS)
      shown.push({
        line: null,
        message: {
          pt: `E mais ${problems.length - MAX_PROBLEMS} problemas.`,
          en: `And ${problems.length - MAX_PROBLEMS} more problems.`,
        },
      })
    return { ok: false, problems: shown }
  }
  return { ok: true, rows }
}

/** An area already in the CMS, as the import matches it. */
export type ExistingArea = Pick<CoverageAreaData, 'province' | 'municipality' | 'neighbourhood'> & { id: number | string }

export type ImportPlan = {
  create: ImportRow[]
  update: { id: number | string; row: ImportRow }[]
}

/**
 * Which rows create an area and which update one: a row updates the country's area with the same
 * province, municipality and neighbourhood (accents and case aside, so "Maianga" updates "maianga"
 * and takes its spelling), and creates one otherwise.
 */
export function planImport(rows: readonly ImportRow[], existing: readonly ExistingArea[]): ImportPlan {
  const byKey = new Map(existing.map((area) => [areaKey(area), area.id]))
  const plan: ImportPlan = { create: [], update: [] }
  for (const row of rows) {
    const id = byKey.get(areaKey(row))
    if (id === undefined) plan.create.push(row)
    else plan.update.push({ id, row })
  }
  return plan
}
