import { describe, expect, it } from '@jest/globals'
import { areaKey, type ImportProblem, MAX_IMPORT_ROWS, planImport, validateCoverageCsv } from './import'

const HEADER = 'province,municipality,neighbourhood,status,month'
const file = (...lines: string[]) => [HEADER, ...lines].join('\n')

/** The problems of a file, as "line: Portuguese message" (the English one checked apart). */
function problems(text: string, country: 'ao' | 'mz' = 'ao'): string[] {
  const result = validateCoverageCsv(text, country)
  if (result.ok) throw new Error('expected problems')
  return result.problems.map((p: ImportProblem) => `${p.line ?? '-'}: ${p.message.pt}`)
}

describe('validateCoverageCsv', () => {
  it('reads every row with its canonical values', () => {
    const result = validateCoverageCsv(
      file(
        'Luanda,Talatona,Talatona,available,',
        'luanda, Kilamba Kiaxi ,Golf,soon,2027-05',
        'LUANDA,Sambizanga,São Paulo,soon,10/2027',
        'Luanda,Cazenga,Cazenga,planned-not,',
        'Huila,Lubango,Comercial,disponível,',
      ),
      'ao',
    )
    expect(result).toEqual({
      ok: true,
      rows: [
        { line: 2, province: 'Luanda', municipality: 'Talatona', neighbourhood: 'Talatona', status: 'available', month: null },
        { line: 3, province: 'Luanda', municipality: 'Kilamba Kiaxi', neighbourhood: 'Golf', status: 'soon', month: '2027-05' },
        { line: 4, province: 'Luanda', municipality: 'Sambizanga', neighbourhood: 'São Paulo', status: 'soon', month: '2027-10' },
        { line: 5, province: 'Luanda', municipality: 'Cazenga', neighbourhood: 'Cazenga', status: 'planned-not', month: null },
        { line: 6, province: 'Huíla', municipality: 'Lubango', neighbourhood: 'Comercial', status: 'available', month: null },
      ],
    })
  })

  it('reads Portuguese column names in any order, semicolons and blank lines', () => {
    const result = validateCoverageCsv(
      'Bairro;Município;Província;Estado;Mês\n\nMiramar;Ingombota;Luanda;em breve;2027-3\n;;;;\n',
      'ao',
    )
    expect(result).toEqual({
      ok: true,
      rows: [{ line: 3, province: 'Luanda', municipality: 'Ingombota', neighbourhood: 'Miramar', status: 'soon', month: '2027-03' }],
    })
  })

  it('names every problem of every row with its line, in both languages', () => {
    const text = file(
      'Luanda,Talatona,Talatona,available,',
      'Gaza,Talatona,Camama,available,',
      'Luanda,T,Camama,available,',
      'Luanda,Talatona,Camama,maybe,',
      'Luanda,Talatona,Morro Bento,soon,',
      'Luanda,Talatona,Benfica,soon,2027-13',
      'Luanda,Talatona,Patriota,available,2027-01',
      'luanda,TALATONA,talatona,soon,2027-02',
      'Luanda,Talatona',
      'Luanda,Talatona,<b>x</b>,available,',
    )
    expect(problems(text)).toEqual([
      '3: Província: "Gaza" não é uma província de Angola (por exemplo Bengo).',
      '4: Município: escreva de 2 a 80 caracteres (tem 1).',
      '5: Estado: "maybe" não é um estado; escreva available, soon, planned-not (ou disponível, em breve, não planeado).',
      '6: Mês: um bairro com o estado soon precisa do mês em que a fibra chega, por exemplo 2027-03.',
      '7: Mês: "2027-13" não é um mês; escreva ano e mês, por exemplo 2027-03.',
      '8: Mês: só os bairros com o estado soon levam mês; deixe-o vazio para available.',
      '9: talatona (TALATONA, Luanda) já está na linha 2: cada bairro aparece uma vez.',
      '10: Esta linha tem 2 valores; a primeira tem 5.',
      '11: Bairro: "<b>x</b>" tem caracteres que um nome não leva (controlo, direção do texto ou < >).',
    ])
    const result = validateCoverageCsv(text, 'ao')
    expect(!result.ok && result.problems[0]!.message.en).toBe('Province: "Gaza" is not a province of Angola (e.g. Bengo).')
  })

  it('checks provinces against the country of the import', () => {
    expect(problems(file('Luanda,KaMpfumo,Polana Cimento,available,'), 'mz')).toEqual([
      '2: Província: "Luanda" não é uma província de Moçambique (por exemplo Cabo Delgado).',
    ])
    expect(validateCoverageCsv(file('Maputo Cidade,KaMpfumo,Polana Cimento,available,'), 'mz').ok).toBe(true)
  })

  it('refuses a file it cannot read, a wrong header, an empty or an oversized file, as a whole', () => {
    expect(problems('province,municipality\n"Luanda,Talatona')).toEqual(['2: Umas aspas abertas nesta linha nunca se fecham.'])
    expect(problems('province,municipality,bairro,status,month,price\nLuanda,a,b,available,,1')).toEqual([
      '1: A primeira linha tem de nomear as colunas province,municipality,neighbourhood,status,month; não conheço "price".',
    ])
    expect(problems('province,municipality,neighbourhood,status\nLuanda,a,b,available')[0]).toMatch(/^1: .* Falta: month\.$/)
    expect(problems('province,municipality,neighbourhood,status,month,bairro\nLuanda,a,b,available,,c')[0]).toMatch(
      /Repetida: neighbourhood\.$/,
    )
    expect(problems('')).toEqual([
      '-: O ficheiro está vazio. A primeira linha nomeia as colunas: province,municipality,neighbourhood,status,month.',
    ])
    expect(problems(HEADER)).toEqual(['-: O ficheiro não tem linhas de bairros.'])
    const big = file(...Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => `Luanda,Talatona,Bairro ${i},available,`))
    expect(problems(big)).toEqual([`-: O ficheiro tem ${MAX_IMPORT_ROWS + 1} linhas; importe no máximo ${MAX_IMPORT_ROWS} de cada vez.`])
  })

  it('lists at most a hundred problems, then how many more', () => {
    const bad = file(...Array.from({ length: 150 }, (_, i) => `Gaza,Talatona,Bairro ${i},available,`))
    const listed = problems(bad)
    expect(listed).toHaveLength(101)
    expect(listed[100]).toBe('-: E mais 50 problemas.')
  })
})

describe('planImport', () => {
  const row = (neighbourhood: string, municipality = 'Talatona') => ({
    line: 2,
    province: 'Luanda',
    municipality,
    neighbourhood,
    status: 'available' as const,
    month: null,
  })

  it('updates the area of the same province, municipality and name (accents and case aside), creates the others', () => {
    const existing = [
      { id: 7, province: 'Luanda', municipality: 'Talatona', neighbourhood: 'talatona' },
      { id: 8, province: 'Luanda', municipality: 'Belas', neighbourhood: 'Benfica' },
    ]
    const plan = planImport([row('Talatóna'), row('Benfica'), row('Benfica', 'Belas')], existing)
    expect(plan.update).toEqual([
      { id: 7, row: row('Talatóna') },
      { id: 8, row: row('Benfica', 'Belas') },
    ])
    expect(plan.create).toEqual([row('Benfica')])
    expect(areaKey(row('São Paulo'))).toBe(areaKey({ ...row('sao paulo'), municipality: 'TALATONA' }))
  })
})
