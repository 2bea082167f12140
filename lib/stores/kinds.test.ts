import { describe, expect, it } from '@jest/globals'
import { listedKinds, wordingFor } from './kinds'

describe('store kinds of a store search', () => {
  it('lists shops and agents when none is chosen', () => {
    expect(listedKinds(undefined)).toEqual(['loja', 'agente'])
    expect(listedKinds(null)).toEqual(['loja', 'agente'])
    expect(listedKinds([])).toEqual(['loja', 'agente'])
  })

  it('keeps the chosen kinds once each, in a fixed order', () => {
    expect(listedKinds(['comercial'])).toEqual(['comercial'])
    expect(listedKinds(['comercial', 'loja', 'comercial'])).toEqual(['loja', 'comercial'])
  })

  it('words the block for accredited sellers only when it lists nothing else', () => {
    expect(wordingFor(['comercial'])).toBe('sellers')
    expect(wordingFor(['loja', 'comercial'])).toBe('stores')
    expect(wordingFor(['loja', 'agente'])).toBe('stores')
  })
})
