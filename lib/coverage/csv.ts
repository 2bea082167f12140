/**
 * A strict CSV reader (RFC 4180) for the coverage import: fields separated by commas, or by
 * semicolons when the header line has semicolons and no commas (what a spreadsheet set to
 * Portuguese saves); a field in double quotes may hold separators, line breaks and doubled quotes
 * (""); lines end in LF or CRLF; a byte-order mark at the start is dropped. Anything else is refused
 * with the line where it happens, never guessed: a quote inside an unquoted field, text after a
 * closing quote, a quote left open at the end. No CSV parser is installed (only csv-stringify, the
 * export's), and the file is a few columns, so these few lines replace one.
 */

/** A record with the line of the file it starts on (1 = the first line). */
export type CsvRecord = { line: number; cells: string[] }

export type CsvProblem = 'stray-quote' | 'text-after-quote' | 'unclosed-quote'

export type CsvResult = { ok: true; records: CsvRecord[] } | { ok: false; line: number; problem: CsvProblem }

/** The separator the header line uses: a semicolon when it has one and no comma, else a comma. */
export function separatorOf(text: string): ',' | ';' {
  const header = text.split(/\r?\n/, 1)[0] ?? ''
  return header.includes(';') && !header.includes(',') ? ';' : ','
}

export function parseCsv(input: string): CsvResult {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input
  const separator = separatorOf(text)
  const records: CsvRecord[] = []
  let cells: string[] = []
  let cell = ''
  let line = 1
  let recordLine = 1
  // 'start': at the start of a field; 'plain': inside an unquoted one; 'quoted': inside quotes;
  // 'closed': just after a field's closing quote.
  let state: 'start' | 'plain' | 'quoted' | 'closed' = 'start'

  const endRecord = () => {
    cells.push(cell)
    records.push({ line: recordLine, cells })
    cells = []
    cell = ''
    state = 'start'
  }

  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (state === 'quoted') {
      if (char === '"') {
        if (text[i + 1] === '"') {
          cell += '"'
          i++
        } else state = 'closed'
      } else {
        if (char === '\n') line++
        cell += char
      }
      continue
    }
    if (char === separator) {
      cells.push(cell)
      cell = ''
      state = 'start'
    } else if (char === '\n' || (char === '\r' && text[i + 1] === '\n')) {
      if (char === '\r') i++
      endRecord()
      line++
      recordLine = line
    } else if (char === '"') {
      if (state !== 'start') return { ok: false, line, problem: 'stray-quote' }
      state = 'quoted'
    } else {
      if (state === 'closed') return { ok: false, line, problem: 'text-after-quote' }
      cell += char
      state = 'plain'
    }
  }
  if (state === 'quoted') return { ok: false, line: recordLine, problem: 'unclosed-quote' }
  // The last line, unless the file ended with a line break.
  if (state !== 'start' || cell !== '' || cells.length > 0) endRecord()
  return { ok: true, records }
}
