import { COUNTRY_CURRENCY, type CountryCode } from '@/lib/countries'

// pt-BR grouping gives the site's money format: dot thousands, comma decimals ("3.595,00").
const numberFormat = (decimals: number) =>
  new Intl.NumberFormat('pt-BR', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: 'always',
  })

/** Money as the operator prints it: "3.595,00 Kz" in Angola, "999,00 MT" in Mozambique. */
export function formatMoney(amount: number, country: CountryCode, decimals = 2): string {
  return `${numberFormat(decimals).format(amount)}\u00a0${COUNTRY_CURRENCY[country].symbol}`
}
