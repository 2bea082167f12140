import type { PayloadRequest } from 'payload'

/**
 * What an editor reads when a page path is refused, in the admin's language: Portuguese when the
 * admin (or the API caller) speaks Portuguese, English otherwise (Payload's own fallback language).
 */
const messages = {
  pt: {
    missing: 'Indique o caminho da página, por exemplo /a-zap.',
    invalid: 'Caminho inválido: comece por "/", use só letras minúsculas, algarismos e hífenes, sem "/" no fim.',
    taken: (path: string) => `Já existe uma página com o caminho ${path} neste país e nesta língua.`,
  },
  en: {
    missing: 'Enter the page path, for example /the-zap.',
    invalid: 'Invalid path: start with "/", use only lowercase letters, digits and hyphens, no "/" at the end.',
    taken: (path: string) => `Another page of this country already has the path ${path} in this language.`,
  },
} as const

export type PathMessages = (typeof messages)[keyof typeof messages]

export const pathMessages = (req: Pick<PayloadRequest, 'i18n'> | undefined): PathMessages =>
  req?.i18n?.language?.startsWith('pt') ? messages.pt : messages.en
