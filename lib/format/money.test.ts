import { formatMoney } from './money'

describe('formatMoney (2 decimals, comma decimals, dot thousands)', () => {
  it('writes Angolan prices as the operator does', () => {
    expect(formatMoney(3595, 'ao')).toBe('3.595,00\u00a0Kz')
    expect(formatMoney(14000, 'ao')).toBe('14.000,00\u00a0Kz')
    expect(formatMoney(1234567.5, 'ao')).toBe('1.234.567,50\u00a0Kz')
  })

  it('uses the metical in Mozambique', () => {
    expect(formatMoney(999, 'mz')).toBe('999,00\u00a0MT')
  })

  it('rounds to the requested decimals', () => {
    expect(formatMoney(10.005, 'ao', 0)).toBe('10\u00a0Kz')
    expect(formatMoney(0.1 + 0.2, 'mz')).toBe('0,30\u00a0MT')
  })
})
