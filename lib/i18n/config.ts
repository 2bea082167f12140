import en from '@/locales/en/common.json'
import pt from '@/locales/pt/common.json'

/** Interface strings ship in the bundle: nothing is fetched at run time (./translator.ts reads them). */
export const resources = { pt: { common: pt }, en: { common: en } }
