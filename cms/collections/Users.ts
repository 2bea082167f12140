import type { CollectionConfig, PayloadRequest } from 'payload'
import { adminField, adminOnly, selfOrAdmin } from '@/cms/access/rules'
import { clearLoginThrottle, liftThrottleOnUnlock, throttleLogin } from '@/cms/hooks/login-throttle'
import { equalLoginTiming } from '@/cms/hooks/login-timing'
import { inAdminLanguage } from '@/cms/i18n/message'

/**
 * CMS users. An administrator does everything; an editor works for one country: edits only its
 * content and reads only its leads (cms/access/rules.ts). Only administrators manage users, roles
 * and countries; an editor sees and edits their own account (name, password).
 *
 * Wrong passwords never lock an account: logins are throttled per (address, client IP) instead
 * (cms/hooks/login-throttle.ts), and `unlock` (administrators only) lifts that throttle.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { pt: 'Utilizador', en: 'User' }, plural: { pt: 'Utilizadores', en: 'Users' } },
  // maxLoginAttempts 0: Payload's own lock is off (a stranger could lock anyone out with it).
  auth: { maxLoginAttempts: 0 },
  hooks: {
    beforeOperation: [throttleLogin, equalLoginTiming],
    afterLogin: [clearLoginThrottle],
    afterOperation: [liftThrottleOnUnlock],
  },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'role', 'country'] },
  access: { read: selfOrAdmin, create: adminOnly, update: selfOrAdmin, delete: adminOnly, unlock: adminOnly },
  fields: [
    { name: 'name', label: { pt: 'Nome', en: 'Name' }, type: 'text' },
    {
      name: 'role',
      label: { pt: 'Função', en: 'Role' },
      type: 'select',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      options: [
        { label: { pt: 'Administrador', en: 'Administrator' }, value: 'admin' },
        { label: { pt: 'Editor de um país', en: 'Editor of a country' }, value: 'editor' },
      ],
      access: { create: adminField, update: adminField },
    },
    {
      name: 'country',
      label: { pt: 'País', en: 'Country' },
      type: 'relationship',
      relationTo: 'countries',
      saveToJWT: true,
      access: { create: adminField, update: adminField },
      admin: {
        condition: (data) => data?.role === 'editor',
        description: { pt: 'O país para o qual este editor trabalha.', en: 'The country this editor works for.' },
      },
      validate: (value: unknown, { req, siblingData }: { req: PayloadRequest; siblingData: { role?: string } }) =>
        siblingData.role !== 'editor' ||
        value != null ||
        inAdminLanguage(req, { pt: 'Um editor precisa de um país.', en: 'An editor needs a country.' }),
    },
  ],
}
