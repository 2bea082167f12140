import type { Decorator, Meta, StoryObj } from '@storybook/nextjs-vite'
import { I18nProvider } from '@/lib/i18n/client'
import { resources } from '@/lib/i18n/config'
import type { Locale } from '@/lib/locales'
import { blockContext } from '@/stories/fixtures'
import { ChannelListView } from './ChannelListView'
import { catalogFixture } from './fixtures'

/** The filter island reads its strings from next-i18next, as on the site. */
const withLanguage: Decorator = (Story, { args }) => {
  const locale = (args as { context?: { locale?: Locale } }).context?.locale ?? 'pt'
  return (
    <I18nProvider language={locale} strings={resources[locale].common}>
      <Story />
    </I18nProvider>
  )
}

const meta = {
  title: 'Blocks/Channel list',
  component: ChannelListView,
  decorators: [withLanguage],
} satisfies Meta<typeof ChannelListView>

export default meta
type Story = StoryObj<typeof meta>

export const Angola: Story = {
  args: {
    block: {
      blockType: 'channelList',
      heading: 'Listagem de canais',
      intro: 'Escolha um pacote ou um género. O número é a posição no descodificador.',
    },
    context: blockContext('pt', 'ao', true, '/tv/listagem-de-canais'),
    catalog: catalogFixture,
  },
}

export const MozambiqueInEnglish: Story = {
  args: {
    block: {
      blockType: 'channelList',
      heading: 'Channel listing',
      intro: 'Choose a package or a genre. The number is the position on the decoder.',
    },
    context: blockContext('en', 'mz', true, '/tv/listagem-de-canais'),
    catalog: catalogFixture,
  },
}

export const OwnChannels: Story = {
  args: {
    block: {
      blockType: 'channelList',
      heading: 'Canais ZAP',
      intro: 'Canais feitos pela ZAP, em português.',
      ownOnly: true,
    },
    context: blockContext('pt', 'ao', true, '/tv/zap-channels'),
    catalog: catalogFixture,
  },
}

export const NoChannels: Story = {
  args: {
    block: { blockType: 'channelList', heading: 'Listagem de canais' },
    context: blockContext('pt', 'mz', false, '/tv/listagem-de-canais'),
    catalog: { channels: [], packages: [] },
  },
}
