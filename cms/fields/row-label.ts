import type { ArrayField } from 'payload'

type Bilingual = { pt: string; en: string }

const ITEM_ROW_LABEL = '@/cms/components/row-label/ItemRowLabel#ItemRowLabel'

/**
 * An array whose rows are named by their own text (`field`) instead of Payload's "Main Menu 07",
 * and whose "Add" button names one row (`singular`).
 */
export function labelledRows(
  field: string,
  singular: Bilingual,
  plural: Bilingual,
): Pick<ArrayField, 'labels'> & { admin: NonNullable<ArrayField['admin']> } {
  return {
    labels: { singular, plural },
    admin: { components: { RowLabel: { path: ITEM_ROW_LABEL, clientProps: { name: singular, field } } } },
  }
}
