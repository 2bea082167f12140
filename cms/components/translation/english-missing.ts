/**
 * Whether a document's English version is missing: its title field (the collection's
 * `useAsTitle`) has no text in the English data. Localized fields do not fall back to Portuguese,
 * so an English version nobody wrote reads as empty.
 */
export function englishMissing(data: Record<string, unknown> | undefined, titleField: string): boolean {
  const title = data?.[titleField]
  return typeof title !== 'string' || title.trim() === ''
}
