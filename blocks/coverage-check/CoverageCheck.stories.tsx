import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { resultForSlug } from '@/lib/coverage/areas'
import { blockContext } from '@/stories/fixtures'
import { CoverageCheckView } from './CoverageCheckView'
import { coverageEntriesFixture, fibreActionsFixture, fibrePackagesFixture } from './fixtures'

const meta = {
  title: 'Blocks/Coverage check',
  component: CoverageCheckView,
} satisfies Meta<typeof CoverageCheckView>

export default meta
type Story = StoryObj<typeof meta>

const PAGE = { pt: '/zap-fibra/pesquisa-de-cobertura', en: '/zap-fibra/coverage-survey' }
const block = {
  pt: {
    blockType: 'coverageCheck' as const,
    heading: 'Pesquisa de cobertura',
    intro: 'Escreva o nome do seu bairro e escolha-o na lista: dizemos-lhe logo se a ZAP Fibra já lá chega.',
  },
  en: {
    blockType: 'coverageCheck' as const,
    heading: 'Coverage survey',
    intro: 'Type the name of your neighbourhood and choose it from the list.',
  },
}

/** The page itself: the field, before anything is typed. */
export const Angola: Story = {
  args: {
    block: block.pt,
    context: blockContext('pt', 'ao', true, PAGE.pt),
    areas: coverageEntriesFixture('pt'),
    result: null,
    packages: fibrePackagesFixture,
    actions: fibreActionsFixture('pt'),
  },
}

/** /zap-fibra/pesquisa-de-cobertura/talatona: fibre is there, with the packages to sign up for. */
export const Available: Story = {
  args: {
    ...Angola.args,
    context: blockContext('pt', 'ao', true, `${PAGE.pt}/talatona`, 'talatona'),
    result: resultForSlug(coverageEntriesFixture('pt'), 'talatona'),
  },
}

/** /en/zap-fibra/coverage-survey/golf: the month it arrives, and "Notify me". */
export const SoonInEnglish: Story = {
  args: {
    block: block.en,
    context: blockContext('en', 'ao', true, `${PAGE.en}/golf`, 'golf'),
    areas: coverageEntriesFixture('en'),
    result: resultForSlug(coverageEntriesFixture('en'), 'golf'),
    packages: fibrePackagesFixture,
    actions: fibreActionsFixture('en'),
  },
}

/** A name no area has: the closest names and the request for a check. */
export const NotFound: Story = {
  args: {
    ...Angola.args,
    context: blockContext('pt', 'ao', false, `${PAGE.pt}/talatonna`, 'talatonna'),
    result: resultForSlug(coverageEntriesFixture('pt'), 'talatonna'),
  },
}
