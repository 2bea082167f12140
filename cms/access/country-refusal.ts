import type { PayloadRequest, ValidationError } from 'payload'

/**
 * The refusal of a write that would leave an editor's document outside their country: a validation
 * error on the country field, so /admin marks the field and REST and GraphQL respond with 400 and a
 * sentence saying what to change, rather than a bare "not allowed".
 */
export async function countryRefusal(
  req: PayloadRequest,
  own: number | string | null,
  target: number | string | null,
  collection?: string,
): Promise<ValidationError> {
  // Loaded on use: Payload's runtime is ES modules all the way down, which the access rules'
  // importers (collection configs read by unit tests) must not need to load.
  const { ValidationError } = await import('payload')
  const message =
    own === null
      ? 'Your account has no country: ask an administrator to set one.'
      : target === null
        ? 'Only administrators may save a document for both countries (no country). Choose your country.'
        : 'You may only save documents of your own country.'
  return new ValidationError({ collection, errors: [{ path: 'country', label: 'Country', message }], req })
}
