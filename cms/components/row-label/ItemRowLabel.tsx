'use client'
import { useRowLabel, useTranslation } from '@payloadcms/ui'

type Bilingual = { pt: string; en: string }

type Props = {
  /** What one row is called ("Menu item"), for a row that has no text of its own yet. */
  name: Bilingual
  /** The row's field that names it (a menu item's label, a column's title, a term). */
  field: string
}

/**
 * The header of an array row: the row's own text in the language being edited ("Satélite",
 * "Apoio ao cliente"), so a menu reads as the menu; a row not written yet reads as its kind and
 * number ("Menu item 07").
 */
export function ItemRowLabel({ name, field }: Props) {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  const { i18n } = useTranslation()
  const own = data?.[field]
  const text = typeof own === 'string' && own.trim() ? own.trim() : undefined
  const kind = i18n.language === 'pt' ? name.pt : name.en
  return <span className="item-row-label">{text ?? `${kind} ${String((rowNumber ?? 0) + 1).padStart(2, '0')}`}</span>
}
