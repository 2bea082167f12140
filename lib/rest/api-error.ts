/**
 * One error of an API response: what went wrong, and the field it concerns when it is one field's
 * (a lead form's "Indique um e-mail válido." under `email`).
 */
export type ApiErrorItem = { message: string; field?: string }

/**
 * Every error body the site's own endpoints send, in the shape Payload's REST and GraphQL errors
 * already have (`{ errors: [{ message }] }`), so a client reads any /api error one way: the first
 * error without a field is the message for the whole request, the others belong to their fields.
 */
export type ApiErrorBody = { errors: ApiErrorItem[] }

export type ApiErrorOptions = {
  /** A message per field (a form's fields the request got wrong), after the request's own message. */
  fields?: Readonly<Record<string, string>>
  /** Headers besides `cache-control: no-store` (`retry-after`, `accept`, `allow`…). */
  headers?: Readonly<Record<string, string>>
}

/**
 * An error response of the site's own API: `status`, the body above, never stored by a cache (an
 * error is about this request, and a cache in front would serve it to the next visitor).
 */
export function apiError(status: number, message: string, { fields, headers }: ApiErrorOptions = {}): Response {
  const body: ApiErrorBody = {
    errors: [{ message }, ...Object.entries(fields ?? {}).map(([field, text]) => ({ message: text, field }))],
  }
  return Response.json(body, {
    status,
    headers: { 'cache-control': 'no-store', ...headers },
  })
}

/**
 * What a client makes of an error body (any JSON, or none): the request's message (the first error
 * without a field; undefined when there is none) and each field's message (the first for a field).
 */
export function readApiError(body: unknown): { message?: string; fields: Record<string, string> } {
  const errors = typeof body === 'object' && body !== null && 'errors' in body ? body.errors : undefined
  const items = (Array.isArray(errors) ? errors : []).filter(
    (item): item is ApiErrorItem =>
      typeof item === 'object' && item !== null && typeof (item as { message?: unknown }).message === 'string',
  )
  const fields: Record<string, string> = {}
  for (const { field, message } of items) if (typeof field === 'string') fields[field] ??= message
  return { message: items.find((item) => typeof item.field !== 'string')?.message, fields }
}
