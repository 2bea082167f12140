import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { blockContext } from '@/stories/fixtures'
import { ContactDetailsView } from './ContactDetailsView'
import { contactSettingsFixture } from './fixtures'

const meta = {
  title: 'Blocks/Contact details',
  component: ContactDetailsView,
} satisfies Meta<typeof ContactDetailsView>

export default meta
type Story = StoryObj<typeof meta>

export const Angola: Story = {
  args: {
    block: {
      blockType: 'contactDetails',
      heading: 'Contactos',
      intro: 'Fale com a ZAP por telefone, WhatsApp ou e-mail.',
    },
    context: blockContext('pt', 'ao', true, '/apoio-ao-cliente/contactos'),
    settings: contactSettingsFixture('ao'),
  },
}

export const MozambiqueInEnglish: Story = {
  args: {
    block: { blockType: 'contactDetails', heading: 'Contacts' },
    context: blockContext('en', 'mz', true, '/help/contacts'),
    settings: contactSettingsFixture('mz', 1),
  },
}

export const WithoutSettings: Story = {
  args: {
    block: { blockType: 'contactDetails', heading: 'Contactos' },
    context: blockContext('pt', 'ao', false, '/apoio-ao-cliente/contactos'),
    settings: null,
  },
}
