import type { Decorator, Meta, StoryObj } from '@storybook/nextjs-vite'
import { COUNTRY_STORAGE_KEY } from '@/lib/ui/stored-country'
import { makeConsent } from '@/lib/consent/categories'
import { CONSENT_COOKIE, serializeConsent } from '@/lib/consent/cookie'
import { CountryPopup } from './CountryPopup'

// A first-time visitor who has made a choice on the cookie banner (the question waits for it): no country stored yet.
const firstVisit: Decorator = (Story) => {
  localStorage.removeItem(COUNTRY_STORAGE_KEY)
  document.cookie = `${CONSENT_COOKIE}=${serializeConsent(makeConsent([]))}; path=/`
  return <Story />
}

const meta = {
  title: 'Layouts/Country popup',
  component: CountryPopup,
  decorators: [firstVisit],
} satisfies Meta<typeof CountryPopup>

export default meta
type Story = StoryObj<typeof meta>

export const InAngola: Story = {
  args: {
    countries: [
      { code: 'ao', name: 'Angola', href: 'http://localhost:3000/a-zap', current: true },
      { code: 'mz', name: 'Moçambique', href: 'http://mz.localhost:3000/a-zap', current: false },
    ],
    labels: {
      title: 'Está em Angola?',
      choose: 'Escolha o seu país',
      close: 'Fechar a escolha de país',
      current: 'país atual',
    },
  },
}

export const InMozambiqueEnglish: Story = {
  args: {
    countries: [
      { code: 'ao', name: 'Angola', href: 'http://localhost:3000/en/the-zap', current: false },
      { code: 'mz', name: 'Mozambique', href: 'http://mz.localhost:3000/en/the-zap', current: true },
    ],
    labels: {
      title: 'Are you in Mozambique?',
      choose: 'Choose your country',
      close: 'Close the country choice',
      current: 'current country',
    },
  },
}
