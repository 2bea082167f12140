import type { Payload, SanitizedConfig } from 'payload'
import sharp from 'sharp'

/**
 * An image posted to /api/media as a script or the admin may post it: multipart, its fields in
 * `_payload`, and no `?locale=`, through Payload's own REST handler. Returns the status and, once
 * stored, the alternative text read back in each language (undefined where it has none).
 */
export async function uploadWithoutLocale(
  payload: Payload,
  config: SanitizedConfig,
  token: string,
  alt: string,
): Promise<{ status: number; body: string; alt?: { pt: unknown; en: unknown } }> {
  const png = await sharp({ create: { width: 32, height: 16, channels: 3, background: '#ff7c0a' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('_payload', JSON.stringify({ alt }))
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `sem-idioma-${Date.now()}.png`)
  const { handleEndpoints } = await import('payload')
  const request = new Request('http://localhost:3000/api/media', {
    method: 'POST',
    body: form,
    headers: { authorization: `JWT ${token}` },
  })
  const response = await handleEndpoints({ config, request })
  const body = await response.text()
  const id = (JSON.parse(body) as { doc?: { id?: number } }).doc?.id
  if (response.status !== 201 || id === undefined) return { status: response.status, body }
  const read = async (locale: 'pt' | 'en') =>
    (await payload.findByID({ collection: 'media', id, locale, fallbackLocale: false, depth: 0 })).alt
  return { status: response.status, body, alt: { pt: await read('pt'), en: await read('en') } }
}
