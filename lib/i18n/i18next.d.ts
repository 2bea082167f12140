import 'i18next'
import type common from '@/locales/pt/common.json'

// Typed keys: a missing or misspelt interface string fails `tsc`.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: { common: typeof common }
  }
}
