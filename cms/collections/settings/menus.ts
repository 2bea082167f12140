import type { Tab } from 'payload'
import { angolaOnly, menu } from '@/cms/collections/settings/field-kinds'

/** The main menu and, in Angola, the fibre and cinema sections' menus. */
export const menusTab: Tab = {
  label: { pt: 'Menus', en: 'Menus' },
  fields: [
    menu(
      'mainMenu',
      { pt: 'Menu principal', en: 'Main menu' },
      { pt: 'Secções do menu principal, por ordem.', en: 'Sections of the main menu, in order.' },
    ),
    {
      name: 'secondaryMenus',
      label: { pt: 'Menus das secções', en: 'Section menus' },
      type: 'group',
      admin: {
        ...angolaOnly,
        description: { pt: 'Menus das secções de fibra e cinema.', en: 'Menus of the fibre and cinema sections.' },
      },
      fields: [menu('fibra', { pt: 'Fibra', en: 'Fibre' }), menu('cinema', { pt: 'Cinema', en: 'Cinema' })],
    },
  ],
}
