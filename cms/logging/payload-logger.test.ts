import { Writable } from 'node:stream'
import pino from 'pino'
import { withRequestContext } from '@/server/request-context.mjs'
import { readEnv } from '@/lib/config/env'
import { payloadLogger } from './payload-logger'

function linesOf(options: pino.LoggerOptions) {
  const lines: Record<string, unknown>[] = []
  const sink = new Writable({
    write: (chunk: Buffer, _encoding, done) => (lines.push(JSON.parse(chunk.toString('utf8'))), done()),
  })
  return { logger: pino(options, sink), lines }
}

describe('Payload’s log lines in production', () => {
  it('carry the id of the request they were written in, and none outside a request', () => {
    const config = payloadLogger(readEnv({ NODE_ENV: 'production', PAYLOAD_SECRET: 'a-production-secret' }))
    const options = typeof config === 'object' && 'options' in config ? config.options : undefined
    expect(options?.mixin).toBeDefined()
    const { logger, lines } = linesOf(options as pino.LoggerOptions)
    withRequestContext({ requestId: 'edge-1234' }, () => logger.error('hook failed'))
    logger.info('at start')
    expect(lines[0]).toMatchObject({ msg: 'hook failed', requestId: 'edge-1234' })
    expect(lines[1]).not.toHaveProperty('requestId')
  })

  it('keep Payload’s own readable format in development', () => {
    expect(payloadLogger(readEnv({ NODE_ENV: 'development' }))).toBeUndefined()
  })
})
