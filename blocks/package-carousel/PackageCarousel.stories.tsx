import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { blockContext, packageFixture } from '@/stories/fixtures'
import { actionsFixture } from '@/lib/packages/fixtures'
import { PackageCarouselView } from './PackageCarouselView'

const meta = {
  title: 'Blocks/Package carousel',
  component: PackageCarouselView,
} satisfies Meta<typeof PackageCarouselView>

export default meta
type Story = StoryObj<typeof meta>

const satellite = [
  packageFixture({ id: 1, name: 'ZAP Mini', price: 3595 }),
  packageFixture({ id: 2, name: 'ZAP Max', price: 7190, highlighted: true }),
  packageFixture({ id: 3, name: 'ZAP Plus', price: 10790 }),
  packageFixture({ id: 4, name: 'ZAP Premium', price: 14000 }),
]
const fibre = [
  packageFixture({ id: 5, name: 'ZAP Fibra 20', price: 20150, service: 'fibra', tagline: 'Internet até 20 Mbps + TV' }),
  packageFixture({ id: 6, name: 'ZAP Fibra 50', price: 30300, service: 'fibra', tagline: 'Internet até 50 Mbps + TV' }),
]

export const AngolaSatelliteAndFibre: Story = {
  args: {
    block: {
      blockType: 'packageCarousel',
      heading: 'Escolha o seu pacote',
      tabs: [
        { id: 't1', label: 'Satélite', packages: satellite },
        { id: 't2', label: 'Fibra', packages: fibre },
      ],
    },
    context: blockContext('pt', 'ao', false),
    actions: actionsFixture([...satellite, ...fibre]),
  },
}

/** More cards than fit at any width: the previous/next buttons have somewhere to go from 768 px up. */
export const ManyPackages: Story = {
  args: {
    block: {
      blockType: 'packageCarousel',
      heading: 'Todos os pacotes',
      tabs: [
        {
          id: 't1',
          label: 'Satélite',
          packages: [
            ...satellite,
            packageFixture({ id: 9, name: 'ZAP Kids', price: 2500 }),
            packageFixture({ id: 10, name: 'ZAP Desporto', price: 5000 }),
          ],
        },
        { id: 't2', label: 'Fibra', packages: fibre },
      ],
    },
    context: blockContext('pt', 'ao', false),
    actions: actionsFixture([...satellite, ...fibre]),
  },
}

export const MozambiqueInEnglish: Story = {
  args: {
    block: {
      blockType: 'packageCarousel',
      heading: 'Choose your package',
      tabs: [
        {
          id: 't1',
          label: 'Essentials',
          packages: [packageFixture({ id: 7, name: 'ZAP Mini', price: 499, period: '30 days' })],
        },
        {
          id: 't2',
          label: 'Complete',
          packages: [packageFixture({ id: 8, name: 'ZAP Premium', price: 2199, period: '30 days' })],
        },
      ],
    },
    context: blockContext('en', 'mz', false),
    actions: actionsFixture(satellite, 'en'),
  },
}

export const EmptyPlan: Story = {
  args: {
    block: {
      blockType: 'packageCarousel',
      heading: 'Pacotes',
      tabs: [
        { id: 't1', label: 'Satélite', packages: [] },
        { id: 't2', label: 'Fibra', packages: [] },
      ],
    },
    context: blockContext('pt', 'ao', false),
    actions: actionsFixture([...satellite, ...fibre]),
  },
}
