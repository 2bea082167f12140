import type { Page } from '@playwright/test'
import type { Locale } from './fixtures'

/**
 * The promotional app popup as the seeded settings (cms/seed/data/settings-popup.ts) show it: its title and
 * button names per language, shared by the app popup's tests and the country popup's (which opens it next).
 */
export const CORPORATE: Record<Locale, string> = { pt: '/a-zap', en: '/the-zap' }
export const UI = {
  pt: {
    title: 'Descarregue a app ZAP',
    close: 'Fechar a promoção da aplicação',
    appStore: 'Descarregar na App Store',
    googlePlay: 'Disponível no Google Play',
    qr: 'Código QR para descarregar a aplicação ZAP',
  },
  en: {
    title: 'Get the ZAP app',
    close: 'Close the app promotion',
    appStore: 'Download on the App Store',
    googlePlay: 'Get it on Google Play',
    qr: 'QR code to download the ZAP app',
  },
} as const

export const appPopup = (page: Page, locale: Locale) => page.getByRole('dialog', { name: UI[locale].title })
