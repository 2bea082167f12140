import type { Block, Field, Tab } from 'payload'

/** A block as a page's layout holds it: its type and its fields' values. */
export type BlockData = Record<string, unknown> & { blockType: string }

/** The fields whose values are free text an editor types: what a test puts its text into. */
const TEXT_TYPES = new Set<Field['type']>(['textarea', 'richText', 'code', 'json'])

/** What a required short text is given: short enough for any limit a block sets (the shortest is 20). */
const PLACEHOLDER = 'Texto'

/** The fields a layer of fields stores, with presentational containers (rows, collapsibles, unnamed groups and tabs) opened. */
function dataFields(fields: Field[]): Field[] {
  return fields.flatMap((field): Field[] => {
    if (field.type === 'row' || field.type === 'collapsible') return dataFields(field.fields)
    if (field.type === 'group' && !('name' in field && field.name)) return dataFields(field.fields)
    if (field.type === 'tabs')
      return field.tabs.flatMap((tab) => (tabName(tab) ? [tabAsGroup(tab)] : dataFields(tab.fields)))
    if (field.type === 'ui' || field.type === 'join') return []
    return [field]
  })
}

const tabName = (tab: Tab) => ('name' in tab ? tab.name : undefined)
/** A named tab stores its fields under its name, as a group does. */
const tabAsGroup = (tab: Tab): Field => ({ name: tabName(tab)!, type: 'group', fields: tab.fields })

/** How many rows an array or blocks field starts with: its minimum, and at least one. */
const rowsOf = (field: { minRows?: number }) => Math.max(1, field.minRows ?? 0)

/** A field's static default, if it has one (a function default is Payload's to compute). */
function staticDefault(field: Field): unknown {
  const value = 'defaultValue' in field ? field.defaultValue : undefined
  return typeof value === 'function' ? undefined : value
}

type Walk = { path: string; seedOnly: string[] }

function valuesOf(fields: Field[], walk: Walk): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const field of dataFields(fields)) {
    if (!('name' in field)) continue
    values[field.name] = valueOf(field, { ...walk, path: walk.path ? `${walk.path}.${field.name}` : field.name })
  }
  return values
}

function valueOf(field: Field, walk: Walk): unknown {
  const required = 'required' in field && field.required === true
  const preset = staticDefault(field)
  if (preset !== undefined) return preset
  switch (field.type) {
    case 'array':
      return Array.from({ length: rowsOf(field) }, () => valuesOf(field.fields, walk))
    case 'blocks': {
      const first = field.blocks[0]
      if (!required && !field.minRows) return []
      if (!first) return []
      return Array.from({ length: rowsOf(field) }, () => ({ blockType: first.slug, ...valuesOf(first.fields, walk) }))
    }
    case 'group':
      return valuesOf(field.fields, walk)
    case 'text':
      // A validation of its own (a link's, an anchor's) may refuse any made-up text: only the seed knows a good one.
      if (required && field.validate) walk.seedOnly.push(walk.path)
      return required ? PLACEHOLDER.slice(0, field.maxLength ?? PLACEHOLDER.length) : null
    case 'email':
      return required ? 'nome@exemplo.co.ao' : null
    case 'number':
      return required ? (field.min ?? 0) : null
    case 'checkbox':
      return false
    case 'select':
    case 'radio': {
      const option = field.options[0]
      const value = typeof option === 'string' ? option : option?.value
      if (!required || value === undefined) return null
      return field.type === 'select' && field.hasMany ? [value] : value
    }
    case 'date':
      return required ? '2026-01-01T00:00:00.000Z' : null
    case 'point':
      return required ? [0, 0] : null
    case 'relationship':
    case 'upload':
      // A document of the site's (an image, a package): nothing made up stands for one.
      if (required) walk.seedOnly.push(walk.path)
      return null
    default:
      // Free text (textarea, rich text, code, JSON) is left empty for the test to fill.
      return null
  }
}

/**
 * A block of `config`'s type built from its fields alone, for a test that needs one of every type
 * when the seed has none: arrays get their minimum number of rows (at least one), groups an object,
 * free text (textarea, rich text, code, JSON) null for the test to fill, a required short text a
 * placeholder, a required choice its first option, a static default its default. `seedOnly` names the
 * required fields no made-up value can fill (a relation to a document, a text with a validation of
 * its own): a block with any must come from the seed.
 */
export function blockSkeleton(config: Block): { data: BlockData; seedOnly: string[] } {
  const walk: Walk = { path: '', seedOnly: [] }
  const data: BlockData = { blockType: config.slug, ...valuesOf(config.fields, walk) }
  return { data, seedOnly: [...new Set(walk.seedOnly)] }
}

/** The paths (without row numbers, e.g. `items.text`) of every free-text field of `config`'s type. */
export function textFieldPaths(config: Block): string[] {
  const paths: string[] = []
  const visit = (fields: Field[], prefix: string) => {
    for (const field of dataFields(fields)) {
      if (!('name' in field)) continue
      const path = prefix ? `${prefix}.${field.name}` : field.name
      if (TEXT_TYPES.has(field.type)) paths.push(path)
      else if (field.type === 'array' || field.type === 'group') visit(field.fields, path)
      else if (field.type === 'blocks') for (const block of field.blocks) visit(block.fields, path)
    }
  }
  visit(config.fields, '')
  return [...new Set(paths)]
}

/** What `fillTextFields` puts in: a string for plain free text, a Lexical document for rich text. */
export type TextFill = { text: string; richText: unknown }

/**
 * Puts `fill` into every free-text field of `data`, a block of `config`'s type, in every row of its
 * arrays and nested blocks; returns the paths it filled (as `textFieldPaths` names them). An array
 * with no rows has nothing to fill, so its fields are missing from the paths returned.
 */
export function fillTextFields(config: Block, data: BlockData, fill: TextFill): string[] {
  const filled = new Set<string>()
  const visit = (fields: Field[], record: Record<string, unknown>, prefix: string) => {
    for (const field of dataFields(fields)) {
      if (!('name' in field)) continue
      const path = prefix ? `${prefix}.${field.name}` : field.name
      const value = record[field.name]
      if (TEXT_TYPES.has(field.type)) {
        record[field.name] = field.type === 'richText' ? structuredClone(fill.richText) : fill.text
        filled.add(path)
      } else if (field.type === 'group' && isRecord(value)) visit(field.fields, value, path)
      else if (field.type === 'array' && Array.isArray(value))
        for (const row of value.filter(isRecord)) visit(field.fields, row, path)
      else if (field.type === 'blocks' && Array.isArray(value))
        for (const row of value.filter(isRecord)) {
          const block = field.blocks.find((candidate) => candidate.slug === row.blockType)
          if (block) visit(block.fields, row, path)
        }
    }
  }
  visit(config.fields, data, '')
  return [...filled]
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
