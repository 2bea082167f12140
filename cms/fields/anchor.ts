import type { Block, TextField } from 'payload'

export const ANCHOR = /^[a-z][a-z0-9-]{0,39}$/

/** An optional in-page anchor (e.g. "nossas-causas") so links like /a-zap/vida-zap#nossas-causas land on the block. */
export const anchorField: TextField = {
  name: 'anchor',
  type: 'text',
  maxLength: 40,
  validate: (value: unknown) =>
    value == null || value === '' || (typeof value === 'string' && ANCHOR.test(value)) || 'Use lowercase letters, digits and hyphens, starting with a letter (e.g. nossas-causas).',
  admin: { description: 'Optional: the #anchor that links to this block.' },
}

/** Every layout block can carry an anchor. */
export const withAnchor = (block: Block): Block => ({ ...block, fields: [...block.fields, anchorField] })
