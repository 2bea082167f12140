'use client'
import { Pill, useRowLabel, useTranslation } from '@payloadcms/ui'

type Bilingual = { pt: string; en: string }

/** The parts of a block's data that can name it, whichever of them its type has. */
type BlockRow = { heading?: unknown; title?: unknown; blockName?: unknown; slides?: { heading?: unknown }[] }

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined

/** What an editor reads to tell one block from another: its heading (or its first slide's), else the name given to it. */
export const rowHeading = (row: BlockRow | undefined): string | undefined =>
  text(row?.heading) ?? text(row?.title) ?? text(row?.slides?.[0]?.heading) ?? text(row?.blockName)

/**
 * The header of an added block in a page's layout: its number, its type, and its own heading, so a page
 * with twelve blocks reads as its content rather than twelve "Untitled" rows. A block without a heading
 * shows its type's name.
 */
export function BlockRowLabel({ name }: { name: Bilingual }) {
  const { data, rowNumber } = useRowLabel<BlockRow>()
  const { i18n } = useTranslation()
  const typeName = i18n.language === 'pt' ? name.pt : name.en
  return (
    <span
      className="block-row-label"
      style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem', minWidth: 0 }}
    >
      {rowNumber !== undefined && (
        <span className="blocks-field__block-number">{String(rowNumber + 1).padStart(2, '0')}</span>
      )}
      <Pill pillStyle="white" size="small">
        {typeName}
      </Pill>
      <span
        className="block-row-label__heading"
        style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {rowHeading(data) ?? typeName}
      </span>
    </span>
  )
}
