import { identifierDigest } from './identifier-hash'
import { parseIdentifier, storedValues } from './identifier'

describe('parseIdentifier: an e-mail', () => {
  it('is trimmed and lower-cased, as the forms store it', () => {
    expect(parseIdentifier('  Ana.Silva@Example.co.AO ')).toEqual({ kind: 'email', email: 'ana.silva@example.co.ao' })
  })

  it.each(['ana@', '@example.co.ao', 'ana@zap', 'ana silva@example.co.ao', '<b>@x.ao'])('refuses %p', (input) => {
    expect(parseIdentifier(input)).toBeNull()
  })
})

describe('parseIdentifier: a phone number', () => {
  const angolan = '+244923456789'

  it.each(['923 456 789', '923456789', '+244 923 456 789', '00244 923 456 789', '244923456789', '(+244) 923-456-789'])(
    '%p names the Angolan mobile +244923456789 and nothing else',
    (input) => {
      expect(parseIdentifier(input)).toEqual({ kind: 'phone', phones: [angolan] })
    },
  )

  it('reads a Mozambican mobile with or without +258', () => {
    expect(parseIdentifier('84 123 4567')).toEqual({ kind: 'phone', phones: ['+258841234567'] })
    expect(parseIdentifier('+258 84 123 4567')).toEqual({ kind: 'phone', phones: ['+258841234567'] })
  })

  it('names both countries for a number written without a code that each could own', () => {
    // A fixed line "2…" of nine digits is Angolan and Mozambican alike: the person may have sent either.
    expect(storedValues(parseIdentifier('212 345 678')!)).toEqual(['+244212345678', '+258212345678'])
  })

  it('takes another country’s number with its code, as the call-back form does', () => {
    expect(parseIdentifier('+351 912 345 678')).toEqual({ kind: 'phone', phones: ['+351912345678'] })
  })

  it('does not match another number', () => {
    expect(storedValues(parseIdentifier('923 456 780')!)).not.toContain(angolan)
  })

  it.each(['', '   ', 'ana', '12', '923 456 789 ext 3', 'x'.repeat(300), 42, null, undefined, ['923456789']])(
    'refuses %p',
    (input) => {
      expect(parseIdentifier(input)).toBeNull()
    },
  )
})

describe('identifierDigest: what an erasure record keeps of the person', () => {
  const email = parseIdentifier('ana@example.co.ao')!
  const phone = parseIdentifier('923 456 789')!

  it('holds neither the address nor the number, and is the same for the same input, salt and secret', () => {
    const first = identifierDigest(email, 'secret-a')
    expect(first.hash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(first)).not.toContain('ana')
    expect(identifierDigest(email, 'secret-a', first.salt)).toEqual(first)
    expect(JSON.stringify(identifierDigest(phone, 'secret-a'))).not.toContain('923456789')
  })

  it('differs with another salt, another secret or another person', () => {
    const { salt, hash } = identifierDigest(email, 'secret-a')
    expect(identifierDigest(email, 'secret-a').salt).not.toBe(salt)
    expect(identifierDigest(email, 'secret-b', salt).hash).not.toBe(hash)
    expect(identifierDigest(parseIdentifier('rui@example.co.ao')!, 'secret-a', salt).hash).not.toBe(hash)
    // Written with or without the prefix, the same number gives the same hash.
    expect(identifierDigest(parseIdentifier('+244 923 456 789')!, 'secret-a', salt)).toEqual(
      identifierDigest(phone, 'secret-a', salt),
    )
  })
})
