import { describe, expect, it } from '@jest/globals'
import { parseCsv } from './csv'

const cells = (text: string) => {
  const result = parseCsv(text)
  if (!result.ok) throw new Error(`${result.problem} at ${result.line}`)
  return result.records.map((record) => [record.line, ...record.cells])
}

describe('parseCsv', () => {
  it('reads comma-separated lines, with or without a final line break, LF or CRLF', () => {
    expect(cells('a,b\nc,d')).toEqual([
      [1, 'a', 'b'],
      [2, 'c', 'd'],
    ])
    expect(cells('a,b\r\nc,d\r\n')).toEqual([
      [1, 'a', 'b'],
      [2, 'c', 'd'],
    ])
    expect(cells('a,,\n')).toEqual([[1, 'a', '', '']])
  })

  it('reads quoted fields: separators, doubled quotes and line breaks inside, and the line each record starts on', () => {
    expect(cells('"Ilha, de Luanda","say ""hi"""\n"two\nlines",x\nlast,y')).toEqual([
      [1, 'Ilha, de Luanda', 'say "hi"'],
      [2, 'two\nlines', 'x'],
      [4, 'last', 'y'],
    ])
    expect(cells('"",b')).toEqual([[1, '', 'b']])
  })

  it('reads semicolons when the header has them and no comma (a spreadsheet in Portuguese)', () => {
    expect(cells('provincia;bairro\nLuanda;"Ilha; de Luanda"\nLuanda;Golf, 2')).toEqual([
      [1, 'provincia', 'bairro'],
      [2, 'Luanda', 'Ilha; de Luanda'],
      [3, 'Luanda', 'Golf, 2'],
    ])
  })

  it('drops a byte-order mark and keeps accents', () => {
    expect(cells('\uFEFFprovince,neighbourhood\nHuíla,São Paulo')).toEqual([
      [1, 'province', 'neighbourhood'],
      [2, 'Huíla', 'São Paulo'],
    ])
  })

  it('refuses what it cannot read without guessing, naming the line', () => {
    expect(parseCsv('a,b\nc,d"e"\n')).toEqual({ ok: false, line: 2, problem: 'stray-quote' })
    expect(parseCsv('a,b\n"c"d,e')).toEqual({ ok: false, line: 2, problem: 'text-after-quote' })
    expect(parseCsv('a,b\nc,d\n"e,f\ng,h')).toEqual({ ok: false, line: 3, problem: 'unclosed-quote' })
  })

  it('reads nothing from an empty file', () => {
    expect(parseCsv('')).toEqual({ ok: true, records: [] })
  })
})
