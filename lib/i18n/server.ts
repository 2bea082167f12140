import { createServerI18next } from 'next-i18next/server'
import { i18nConfig } from './config'

/** Server-side translation for server components: `const { t } = await getT('common', { lng })`. */
export const { getT } = createServerI18next(i18nConfig)
