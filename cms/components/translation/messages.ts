/** The translation prompts' copy, in the admin's language (Portuguese unless the editor chose English). */
const MESSAGES = {
  pt: {
    englishMissing: 'Falta a versão inglesa',
    status: 'Estado',
    intro: 'A versão inglesa deste documento está vazia: os visitantes em inglês não o veem.',
    start: 'Começar a versão inglesa a partir da portuguesa',
    starting: 'A copiar…',
    after: 'A cópia fica guardada como rascunho em inglês, para traduzir antes de publicar.',
    failed: 'Não foi possível copiar a versão portuguesa. Tente outra vez.',
  },
  en: {
    englishMissing: 'English missing',
    status: 'Status',
    intro: 'This document’s English version is empty: English visitors do not see it.',
    start: 'Start the English version from the Portuguese one',
    starting: 'Copying…',
    after: 'The copy is saved as an English draft, to translate before publishing.',
    failed: 'The Portuguese version could not be copied. Try again.',
  },
} as const

export type TranslationMessages = (typeof MESSAGES)[keyof typeof MESSAGES]

export const translationMessages = (language: string): TranslationMessages =>
  language === 'en' ? MESSAGES.en : MESSAGES.pt
