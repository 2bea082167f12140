import type { CountryCode } from '@/lib/countries'

type Counts = { created: number; updated: number; unchanged: number }

/** The coverage import's words in the admin's two languages. */
const messages = {
  pt: {
    title: 'Importar bairros de um CSV',
    columns: 'Uma linha por bairro, com as colunas',
    rules:
      'Estado: available, soon (com o mês, por exemplo 2027-03) ou planned-not. Um bairro que já existe (mesma província, município e nome) é atualizado; os outros são criados e publicados. Um ficheiro com algum erro não altera nada.',
    country: 'País',
    countryNames: { ao: 'Angola', mz: 'Moçambique' } satisfies Record<CountryCode, string>,
    file: 'Ficheiro CSV',
    send: 'Importar',
    sending: 'A importar…',
    done: ({ created, updated, unchanged }: Counts) =>
      `Importado: ${created} ${created === 1 ? 'bairro criado' : 'bairros criados'}, ${updated} ${updated === 1 ? 'atualizado' : 'atualizados'}, ${unchanged} sem alterações.`,
    nothingChanged: 'Nada foi importado. Corrija o ficheiro e importe-o de novo:',
    failed: 'Não foi possível enviar o ficheiro. Nada foi alterado; tente de novo.',
    line: (line: number) => `Linha ${line}`,
  },
  en: {
    title: 'Import neighbourhoods from a CSV',
    columns: 'One line per neighbourhood, with the columns',
    rules:
      'Status: available, soon (with the month, e.g. 2027-03) or planned-not. A neighbourhood that exists already (same province, municipality and name) is updated; the others are created and published. A file with any error changes nothing.',
    country: 'Country',
    countryNames: { ao: 'Angola', mz: 'Mozambique' } satisfies Record<CountryCode, string>,
    file: 'CSV file',
    send: 'Import',
    sending: 'Importing…',
    done: ({ created, updated, unchanged }: Counts) =>
      `Imported: ${created} ${created === 1 ? 'neighbourhood' : 'neighbourhoods'} created, ${updated} updated, ${unchanged} unchanged.`,
    nothingChanged: 'Nothing was imported. Fix the file and import it again:',
    failed: 'The file could not be sent. Nothing was changed; try again.',
    line: (line: number) => `Line ${line}`,
  },
}

export type CoverageImportMessages = (typeof messages)['pt']

export const coverageImportMessages = (language: string | undefined): CoverageImportMessages =>
  language === 'en' ? messages.en : messages.pt
