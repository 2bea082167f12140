import { describe, expect, it } from '@jest/globals'
import { foldName, matchesName, queryWords } from './match-name'

describe('matchesName', () => {
  it('ignores accents, case, spaces and punctuation, and the order of the words', () => {
    for (const query of ['sport tv', 'SPORTTV', 'sporttv africa', 'Sport TV África', 'africa sport', 'sport-tv'])
      expect([query, matchesName('SportTV África', query)]).toEqual([query, true])
    expect(matchesName('TPA Notícias', 'noticias')).toBe(true)
    expect(matchesName('TPA Notícias', 'NOTÍCIAS tpa')).toBe(true)
    // Written apart in the name, together in the query.
    expect(matchesName('Sport TV', 'sporttv')).toBe(true)
    expect(matchesName('Canal Panda', 'Panda')).toBe(true)
  })

  it('needs every word of the query', () => {
    expect(matchesName('SportTV África', 'sport benfica')).toBe(false)
    expect(matchesName('TPA Notícias', 'noticia 2')).toBe(false)
    expect(matchesName('Globo', 'disney')).toBe(false)
  })

  it('folds names and queries the same way', () => {
    expect(foldName('  RTP-África  Internacional ')).toBe('rtpafricainternacional')
    expect(queryWords('  Sport   TV  Áfr. ')).toEqual(['sport', 'tv', 'afr'])
    expect(queryWords(' - ')).toEqual([])
    // No words: nothing narrows the list.
    expect(matchesName('Globo', '   ')).toBe(true)
  })
})
