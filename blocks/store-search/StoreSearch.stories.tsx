import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { blockContext } from '@/stories/fixtures'
import { sellersFixture, storesFixture } from './fixtures'
import { StoreSearchView } from './StoreSearchView'

const meta = {
  title: 'Blocks/Store search',
  component: StoreSearchView,
} satisfies Meta<typeof StoreSearchView>

export default meta
type Story = StoryObj<typeof meta>

export const Angola: Story = {
  args: {
    block: {
      blockType: 'storeSearch',
      heading: 'Encontrar lojas',
      intro: 'Lojas ZAP e agentes autorizados em Angola, por província.',
    },
    context: blockContext('pt', 'ao', true, '/apoio-ao-cliente/encontrar-lojas'),
    stores: storesFixture.ao,
  },
}

export const MozambiqueInEnglish: Story = {
  args: {
    block: {
      blockType: 'storeSearch',
      heading: 'Find stores',
      intro: 'ZAP stores and authorised agents in Mozambique, by province.',
    },
    context: blockContext('en', 'mz', true, '/help/find-stores'),
    stores: storesFixture.mz,
  },
}

export const NoStores: Story = {
  args: {
    block: { blockType: 'storeSearch', heading: 'Encontrar lojas' },
    context: blockContext('pt', 'mz', false, '/apoio-ao-cliente/encontrar-lojas'),
    stores: [],
  },
}

export const AccreditedSellers: Story = {
  args: {
    block: {
      blockType: 'storeSearch',
      heading: 'Comerciais credenciados',
      intro: 'Aderir à ZAP Fibra com um comercial credenciado perto de si.',
      kinds: ['comercial'],
    },
    context: blockContext('pt', 'ao', true, '/zap-fibra/comerciais-credenciados'),
    stores: [...storesFixture.ao, ...sellersFixture],
  },
}
