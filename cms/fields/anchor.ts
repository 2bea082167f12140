import type { Block, PayloadRequest, SelectField, TextField } from 'payload'
import { inAdminLanguage } from '@/cms/i18n/message'

export const ANCHOR = /^[a-z][a-z0-9-]{0,39}$/

/** An optional in-page anchor (e.g. "nossas-causas") so links like /a-zap/vida-zap#nossas-causas land on the block. */
export const anchorField: TextField = {
  name: 'anchor',
  label: { pt: 'Âncora', en: 'Anchor' },
  type: 'text',
  maxLength: 40,
  validate: (value: unknown, { req }: { req: PayloadRequest }) =>
    value == null ||
    value === '' ||
    (typeof value === 'string' && ANCHOR.test(value)) ||
    inAdminLanguage(req, {
      pt: 'Use letras minúsculas, algarismos e hífenes, começando por uma letra (por exemplo nossas-causas).',
      en: 'Use lowercase letters, digits and hyphens, starting with a letter (e.g. nossas-causas).',
    }),
  admin: {
    description: {
      pt: 'Opcional: a #âncora que leva a este bloco.',
      en: 'Optional: the #anchor that links to this block.',
    },
  },
}

/**
 * On a page that also takes /path/{id} (its "takesId"), whether a block shows on the page itself,
 * on its /{id} pages, or both: e.g. the novelas home's hero is not repeated above a novela.
 */
export const showOnField: SelectField = {
  name: 'showOn',
  label: { pt: 'Mostrar em', en: 'Show on' },
  type: 'select',
  defaultValue: 'always',
  options: [
    { label: { pt: 'A página e as suas páginas /{id}', en: 'The page and its /{id} pages' }, value: 'always' },
    { label: { pt: 'Só a página', en: 'The page only' }, value: 'page' },
    { label: { pt: 'Só as páginas /{id}', en: 'Its /{id} pages only' }, value: 'item' },
  ],
  admin: {
    description: {
      pt: 'Só conta nas páginas que servem /caminho/{id}.',
      en: 'Only matters on pages that serve /path/{id}.',
    },
  },
}

/** Every layout block can carry an anchor and say where it shows on pages that take /path/{id}. */
export const withAnchor = (block: Block): Block => ({ ...block, fields: [...block.fields, anchorField, showOnField] })
