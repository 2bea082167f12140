import type { Case } from './case'
import type { RawRequest } from './http'
import type { Rng } from './prng'
import { graphqlCase, pageCase, previewCase, redirectsCase, restCase, termsCase } from './endpoint-cases'
import { FORMS, formCase, jsonText, multipart } from './form-cases'

/**
 * The generator of malformed requests for tests/fault/bad-input.fault.ts. Every form request is
 * built so that it can never be a valid lead: either its framing cannot be read (broken JSON,
 * a body over the limit, bytes that are not UTF-8, a wrong method...) or its body carries at
 * least one "breaker" (a value the form's schema refuses in any encoding), on top of which
 * random noise is added (junk in other fields, missing fields, extra fields). So a 2xx from a
 * form, or a stored row, is always a bug.
 */

export { MARKER } from './junk'

/** The whole bulk, in a seeded random order. */
export async function generateCases(rng: Rng, hosts: { ao: string; mz: string }, perForm = 140): Promise<Case[]> {
  const cases: Case[] = []
  for (const spec of FORMS) for (let i = 0; i < perForm; i++) cases.push(await formCase(rng, spec, hosts))
  const host = () => (rng.chance(0.7) ? hosts.ao : rng.pick([hosts.mz, 'evil.example', '']))
  for (let i = 0; i < 100; i++) cases.push(graphqlCase(rng, host()))
  for (let i = 0; i < 40; i++) cases.push(termsCase(rng, host()))
  for (let i = 0; i < 20; i++) cases.push(redirectsCase(rng, host()))
  for (let i = 0; i < 60; i++) cases.push(previewCase(rng, host()))
  for (let i = 0; i < 150; i++) cases.push(pageCase(rng, hosts))
  for (let i = 0; i < 50; i++) cases.push(restCase(rng, host()))
  // Shuffle so one endpoint's trouble shows up among the others, as real traffic would.
  for (let i = cases.length - 1; i > 0; i--) {
    const j = rng.int(0, i)
    ;[cases[i], cases[j]] = [cases[j] as Case, cases[i] as Case]
  }
  return cases
}

/** A valid request per form: they must succeed before and after the bulk (the endpoints really work). */
export async function validFormRequests(
  hosts: { ao: string; mz: string },
  tag: string,
): Promise<{ form: string; request: RawRequest }[]> {
  const out: { form: string; request: RawRequest }[] = []
  for (const spec of FORMS) {
    const body = spec.base('ao')
    if ('email' in body) body.email = `${tag}-${spec.name}@example.co.ao`
    const path = `/api/forms/${spec.name}?locale=pt`
    if (spec.multipart) {
      const { bytes, type } = await multipart(body)
      out.push({
        form: spec.name,
        request: { method: 'POST', path, host: hosts.ao, headers: { 'content-type': type }, body: bytes },
      })
    } else
      out.push({
        form: spec.name,
        request: {
          method: 'POST',
          path,
          host: hosts.ao,
          headers: { 'content-type': 'application/json' },
          body: jsonText(body),
        },
      })
  }
  return out
}
