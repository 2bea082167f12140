import { readEnv } from '@/lib/config/env'
import { isHttpsRequest } from './https'

const env = readEnv({ SITE_URL_AO: 'https://www.zap.co.ao', SITE_URL_MZ: 'http://mz.localhost:3000' })

describe('isHttpsRequest', () => {
  it('is true for an https URL or a host configured as https', () => {
    expect(isHttpsRequest(new URL('https://anything.example/'), null, env)).toBe(true)
    expect(isHttpsRequest(new URL('http://www.zap.co.ao/'), 'www.zap.co.ao', env)).toBe(true)
  })
  it('is false on plain http hosts, localhost included', () => {
    expect(isHttpsRequest(new URL('http://localhost:3000/'), 'localhost:3000', env)).toBe(false)
    expect(isHttpsRequest(new URL('http://mz.localhost:3000/'), 'mz.localhost:3000', env)).toBe(false)
    expect(isHttpsRequest(new URL('http://localhost:3000/'), 'localhost:3000', readEnv({}))).toBe(false)
  })
})
