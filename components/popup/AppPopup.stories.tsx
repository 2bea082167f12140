import type { Decorator, Meta, StoryObj } from '@storybook/nextjs-vite'
import { AppPopup } from './AppPopup'
import { POPUP_CLOSED_KEY, useCountryGate } from './popup-state'

// Every story starts as a fresh visit: not closed yet, country chosen.
const freshVisit: Decorator = (Story) => {
  sessionStorage.removeItem(POPUP_CLOSED_KEY)
  useCountryGate.setState({ settled: true })
  return <Story />
}

const labelsPt = {
  close: 'Fechar a promoção da aplicação',
  appStore: 'Descarregar na App Store',
  googlePlay: 'Disponível no Google Play',
  qrAlt: 'Código QR para descarregar a aplicação ZAP',
  scan: 'Aponte a câmara do telemóvel ao código para descarregar a aplicação.',
  newTab: '(abre num novo separador)',
}

const meta = {
  title: 'Layouts/App popup',
  component: AppPopup,
  decorators: [freshVisit],
} satisfies Meta<typeof AppPopup>

export default meta
type Story = StoryObj<typeof meta>

export const Angola: Story = {
  args: {
    locale: 'pt',
    labels: labelsPt,
    popup: {
      title: 'Descarregue a app ZAP',
      description: 'Veja os seus canais onde estiver, consulte o guia TV e carregue o seu pacote no telemóvel.',
      linkApple: 'https://apps.apple.com/ao/app/zap-on/id1460000001',
      linkPlayStore: 'https://play.google.com/store/apps/details?id=ao.co.zap.on',
      time: 10,
    },
  },
}

export const EnglishWithoutTimer: Story = {
  args: {
    locale: 'en',
    labels: {
      close: 'Close the app promotion',
      appStore: 'Download on the App Store',
      googlePlay: 'Get it on Google Play',
      qrAlt: 'QR code to download the ZAP app',
      scan: 'Point your phone camera at the code to download the app.',
      newTab: '(opens in a new tab)',
    },
    popup: {
      title: 'Get the ZAP app',
      description: 'Check the TV guide, manage your account and top up your package on your phone.',
      linkApple: 'https://apps.apple.com/mz/app/zap/id1460000002',
      linkPlayStore: 'https://play.google.com/store/apps/details?id=mz.co.zap.app',
      time: null,
      qrUrl: '/images/qr-default.svg',
    },
  },
}
