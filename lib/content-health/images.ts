import type { Block, Field } from 'payload'
import { LOCALES } from '@/lib/locales'
import type { DocId, HealthPage, MissingImageRow } from './types'

/** What content health knows of one media document: its file name and whether its file is in storage. */
export type MediaFile = { filename: string | null; fileMissing: boolean }

type Row = Record<string, unknown>
const isRecord = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value)
const idOf = (value: unknown): DocId | null => {
  const id = isRecord(value) ? value.id : value
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? id : null
}

/** One image reference found in a block: where it is, the id it holds (null when empty) and whether the field must have one. */
type Found = { field: string; id: DocId | null; required: boolean }

/**
 * The media upload fields of `fields` with their values in `data`, nested groups, arrays, rows,
 * tabs and blocks included (the schema says which keys are images; the data alone cannot).
 */
function uploadsIn(fields: readonly Field[], data: Row, where: string[], blocks: Map<string, Block>): Found[] {
  const found: Found[] = []
  for (const field of fields) {
    if (field.type === 'upload' && field.relationTo === 'media') {
      const value = 'name' in field ? data[field.name] : undefined
      const values = Array.isArray(value) ? value : [value]
      const required = field.required === true && !field.hasMany
      values.forEach((item, index) =>
        found.push({
          field: [...where, field.name + (Array.isArray(value) ? ` #${index + 1}` : '')].join(' › '),
          id: idOf(item),
          required,
        }),
      )
    } else if (field.type === 'group') {
      const inner = 'name' in field && field.name ? data[field.name] : data
      if (isRecord(inner))
        found.push(
          ...uploadsIn(field.fields, inner, 'name' in field && field.name ? [...where, field.name] : where, blocks),
        )
    } else if (field.type === 'array') {
      const rows = data[field.name]
      if (Array.isArray(rows))
        rows.forEach(
          (row, index) =>
            isRecord(row) &&
            found.push(...uploadsIn(field.fields, row, [...where, `${field.name} #${index + 1}`], blocks)),
        )
    } else if (field.type === 'row' || field.type === 'collapsible') {
      found.push(...uploadsIn(field.fields, data, where, blocks))
    } else if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        const inner = 'name' in tab && tab.name ? data[tab.name] : data
        if (isRecord(inner))
          found.push(...uploadsIn(tab.fields, inner, 'name' in tab && tab.name ? [...where, tab.name] : where, blocks))
      }
    } else if (field.type === 'blocks') {
      const rows = data[field.name]
      if (Array.isArray(rows)) found.push(...blocksIn(rows, [...where, field.name], blocks))
    }
  }
  return found
}

function blocksIn(rows: unknown[], where: string[], blocks: Map<string, Block>): Found[] {
  return rows.flatMap((row, index) => {
    if (!isRecord(row) || typeof row.blockType !== 'string') return []
    const block = blocks.get(row.blockType)
    return block ? uploadsIn(block.fields, row, [...where, `#${index + 1} ${row.blockType}`], blocks) : []
  })
}

/**
 * Blocks of page layouts that point to an image visitors cannot get: a media document that was
 * deleted (the reference is gone, or names no document), or one whose file is missing from the
 * disk or the bucket. An optional image left empty is a choice, not a problem.
 */
export function missingImages(
  pages: readonly HealthPage[],
  blocks: Map<string, Block>,
  media: ReadonlyMap<DocId, MediaFile>,
): MissingImageRow[] {
  const rows: MissingImageRow[] = []
  for (const page of pages) {
    for (const locale of LOCALES) {
      for (const found of blocksIn(page.layout[locale] ?? [], [`layout (${locale})`], blocks)) {
        const file = found.id === null ? undefined : media.get(found.id)
        let problem: MissingImageRow['problem'] | null = null
        if (found.id === null) problem = found.required ? 'deleted' : null
        else if (!file) problem = 'deleted'
        else if (file.fileMissing) problem = 'file-missing'
        if (!problem) continue
        rows.push({
          collection: 'pages',
          id: page.id,
          country: page.country,
          status: page.status,
          document: page.title.pt || page.title.en || `#${page.id}`,
          field: found.field,
          image: file?.filename ?? (found.id === null ? null : `#${found.id}`),
          problem,
        })
      }
    }
  }
  return rows
}

/** The media documents the pages' blocks point to: the only files worth looking up in storage. */
export function referencedMediaIds(pages: readonly HealthPage[], blocks: Map<string, Block>): Set<DocId> {
  const ids = new Set<DocId>()
  for (const page of pages) {
    for (const locale of LOCALES)
      for (const found of blocksIn(page.layout[locale] ?? [], [], blocks)) if (found.id !== null) ids.add(found.id)
  }
  return ids
}

/** Every block type by slug, nested ones included, from the blocks fields among `fields` (and the config's shared blocks). */
export function blocksBySlug(fields: readonly Field[], shared: readonly Block[] = []): Map<string, Block> {
  const map = new Map<string, Block>(shared.map((block) => [block.slug, block]))
  const visited = new Set<string>()
  const visit = (list: readonly Field[]) => {
    for (const field of list) {
      if (field.type === 'blocks') {
        for (const block of [...(field.blocks ?? []), ...(field.blockReferences ?? [])]) {
          const resolved = typeof block === 'string' ? map.get(block) : block
          if (!resolved || visited.has(resolved.slug)) continue
          visited.add(resolved.slug)
          map.set(resolved.slug, resolved)
          visit(resolved.fields)
        }
      } else if (field.type === 'tabs') field.tabs.forEach((tab) => visit(tab.fields))
      else if ('fields' in field && Array.isArray(field.fields)) visit(field.fields)
    }
  }
  visit(fields)
  return map
}
