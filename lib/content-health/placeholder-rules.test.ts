import { findPlaceholders } from './placeholder-rules'

const kinds = (text: string) => findPlaceholders(text).map((m) => [m.kind, m.value])

describe('findPlaceholders', () => {
  it('finds e-mails, web addresses and handles on names reserved for examples', () => {
    expect(kinds('Escreva para (mailto:apoio@example.co.ao).')).toEqual([['example-address', 'apoio@example.co.ao']])
    expect(kinds('<a href="mailto:x@exemplo.co.mz">x@exemplo.co.mz</a>')).toEqual([
      ['example-address', 'x@exemplo.co.mz'],
    ])
    expect(kinds('https://m.me/zapexampleao')).toEqual([['example-address', 'https://m.me/zapexampleao']])
    expect(kinds('https://www.facebook.com/zap.example.ao')).toEqual([
      ['example-address', 'https://www.facebook.com/zap.example.ao'],
    ])
    expect(kinds('clientes.zap.test')).toEqual([['example-address', 'clientes.zap.test']])
  })

  it('finds phone numbers no operator can have assigned or padded with zeros', () => {
    expect(kinds('WhatsApp +244 900 000 000')).toEqual([['fake-phone', '+244 900 000 000']])
    expect(kinds('+244 900 000 101')).toEqual([['fake-phone', '+244 900 000 101']])
    expect(kinds('Ligue +258 21 000 000 ou tel:+244222000000')).toEqual([
      ['fake-phone', '+258 21 000 000'],
      ['fake-phone', '+244222000000'],
    ])
    expect(kinds('+258 84 000 0001')).toEqual([['fake-phone', '+258 84 000 0001']])
  })

  it('finds numbers of zeros only, shown with the words before them', () => {
    expect(kinds('Av. Julius Nyerere, 0000, Maputo')).toEqual([['zero-number', 'Julius Nyerere, 0000']])
    expect(kinds('Largo do Kinaxixi, n.º 00')).toEqual([['zero-number', 'Kinaxixi, n.º 00']])
  })

  it('finds lorem ipsum', () => {
    expect(kinds('Lorem ipsum dolor sit amet')).toEqual([['filler-text', 'Lorem ipsum']])
  })

  it('leaves real values and ordinary copy alone', () => {
    for (const text of [
      'Edifício ZAP, Via A4A, Talatona, Luanda Sul',
      '+244 923 168 000',
      '+258 84 309 4545',
      'apoio@zap.co.ao',
      'https://www.facebook.com/zapangola',
      'Por exemplo, 1 000 000 de casas',
      'for example. e.g. the zap.co.ao site',
      '3.595,00 Kz',
      'Sessões às 20:00 e 8h00',
      'piso 0',
      'https://apps.apple.com/ao/app/zap-on/id1460000001',
    ]) {
      expect([text, findPlaceholders(text)]).toEqual([text, []])
    }
  })
})
