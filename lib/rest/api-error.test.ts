import { describe, expect, it } from '@jest/globals'
import { apiError, readApiError } from './api-error'

describe('apiError', () => {
  it('responds in Payload’s error shape, uncached, with the status and headers given', async () => {
    const response = apiError(429, 'Too many requests.', { headers: { 'retry-after': '30' } })
    expect(response.status).toBe(429)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('retry-after')).toBe('30')
    expect(await response.json()).toEqual({ errors: [{ message: 'Too many requests.' }] })
  })

  it('puts the request’s message first, then one error per field', async () => {
    const response = apiError(422, 'Verifique os campos.', { fields: { email: 'E-mail inválido.', phone: 'Número?' } })
    expect(await response.json()).toEqual({
      errors: [
        { message: 'Verifique os campos.' },
        { message: 'E-mail inválido.', field: 'email' },
        { message: 'Número?', field: 'phone' },
      ],
    })
  })
})

describe('readApiError', () => {
  it('gives back what apiError sent', async () => {
    const body: unknown = await apiError(422, 'Verifique os campos.', { fields: { email: 'E-mail inválido.' } }).json()
    expect(readApiError(body)).toEqual({ message: 'Verifique os campos.', fields: { email: 'E-mail inválido.' } })
  })

  it('reads Payload’s own errors, and nothing from a body of another shape', () => {
    expect(readApiError({ errors: [{ message: 'Not Found' }] })).toEqual({ message: 'Not Found', fields: {} })
    expect(readApiError({ ok: false, message: 'old' })).toEqual({ message: undefined, fields: {} })
    expect(readApiError(null)).toEqual({ message: undefined, fields: {} })
    expect(readApiError({ errors: [{ message: 3 }, 'x'] })).toEqual({ message: undefined, fields: {} })
  })

  it('keeps the first message of a field', () => {
    const body = {
      errors: [
        { message: 'a', field: 'email' },
        { message: 'b', field: 'email' },
      ],
    }
    expect(readApiError(body)).toEqual({ message: undefined, fields: { email: 'a' } })
  })
})
