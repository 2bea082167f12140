import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { ICON_NAMES } from '@/lib/ui/icons'
import { Icon } from './Icon'

const meta = {
  title: 'Layouts/Icon',
  component: Icon,
} satisfies Meta<typeof Icon>

export default meta
type Story = StoryObj<typeof meta>

/** One icon, with a title: an image for screen readers. */
export const WithTitle: Story = { args: { name: 'satellite', size: 48, title: 'Satélite' } }

/** Every icon editors can choose (lib/ui/icons.ts), in the brand colour. */
export const AllIcons: Story = {
  args: { name: 'tv' },
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
        gap: 16,
        padding: 16,
        listStyle: 'none',
        color: '#a10750',
      }}
    >
      {ICON_NAMES.map((name) => (
        <li key={name} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4 }}>
          <Icon name={name} size={32} />
          <span style={{ color: '#1d1d1f', fontSize: 12 }}>{name}</span>
        </li>
      ))}
    </ul>
  ),
}
