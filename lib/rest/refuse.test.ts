import { refuseRestRequest } from './refuse'

const request = (method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
  new Request(`http://localhost:3000${path}`, { method, headers, body })

describe('refuseRestRequest', () => {
  it('refuses a form-encoded, text or XML body with 415 and a JSON message', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'application/xml']) {
      const outcome = refuseRestRequest(
        request('PATCH', '/api/pages/1', { 'content-type': type, 'content-length': '7' }, 'title=x'),
      )
      expect(outcome).toBeInstanceOf(Response)
      const response = outcome as Response
      expect(response.status).toBe(415)
      expect((await response.json()).errors[0].message).toMatch(/application\/json/)
    }
  })

  it('hands the coverage import its CSV, and refuses CSV anywhere else', () => {
    const headers = { 'content-type': 'text/csv; charset=utf-8', 'content-length': '9' }
    const csv = request('POST', '/api/coverage-areas/import', headers, 'a,b\n1,2\n')
    expect(refuseRestRequest(csv)).toBe(csv)
    expect((refuseRestRequest(request('POST', '/api/coverage-areas', headers, 'a,b\n1,2\n')) as Response).status).toBe(
      415,
    )
    const asText = { ...headers, 'content-type': 'text/plain' }
    const text = refuseRestRequest(request('POST', '/api/coverage-areas/import', asText, 'a,b\n1,2\n'))
    expect((text as Response).status).toBe(415)
  })

  it('hands JSON, multipart and body-less requests to Payload', () => {
    const json = request(
      'PATCH',
      '/api/pages/1',
      { 'content-type': 'application/json; charset=utf-8', 'content-length': '2' },
      '{}',
    )
    expect(refuseRestRequest(json)).toBe(json)
    const multipart = request(
      'POST',
      '/api/media',
      { 'content-type': 'multipart/form-data; boundary=b', 'content-length': '4' },
      '--b-',
    )
    expect(refuseRestRequest(multipart)).toBe(multipart)
    const logout = request('POST', '/api/users/logout')
    expect(refuseRestRequest(logout)).toBe(logout)
    const read = request('GET', '/api/pages', { 'content-type': 'text/plain' })
    expect(refuseRestRequest(read)).toBe(read)
  })

  it('lets a read sent as a POST carry its form-encoded query string (Payload’s admin sends these)', () => {
    for (const header of ['X-Payload-HTTP-Method-Override', 'X-HTTP-Method-Override']) {
      const read = request(
        'POST',
        '/api/countries',
        { [header]: 'GET', 'content-type': 'application/x-www-form-urlencoded', 'content-length': '7' },
        'limit=1',
      )
      expect(refuseRestRequest(read)).toBe(read)
    }
    const notRead = request(
      'POST',
      '/api/pages',
      {
        'X-Payload-HTTP-Method-Override': 'DELETE',
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': '7',
      },
      'title=x',
    )
    expect((refuseRestRequest(notRead) as Response).status).toBe(415)
  })

  it('spells a JSON type the way Payload compares it', () => {
    const outcome = refuseRestRequest(
      request('POST', '/api/pages', { 'content-type': 'Application/JSON', 'content-length': '2' }, '{}'),
    )
    expect(outcome).toBeInstanceOf(Request)
    expect((outcome as Request).headers.get('content-type')).toBe('application/json')
  })

  it('responds with 404 for the internal migrations collection, whatever the method', () => {
    for (const method of ['GET', 'POST', 'DELETE', 'OPTIONS']) {
      const outcome = refuseRestRequest(request(method, '/api/payload-migrations'))
      expect((outcome as Response).status).toBe(404)
    }
    expect((refuseRestRequest(request('GET', '/api/payload-migrations/3')) as Response).status).toBe(404)
  })
})
