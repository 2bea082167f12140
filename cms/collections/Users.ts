import type { CollectionConfig } from 'payload'
import { adminField, adminOnly, selfOrAdmin } from '../access/rules'
import { clearLoginThrottle, liftThrottleOnUnlock, throttleLogin } from '../hooks/login-throttle'
import { equalLoginTiming } from '../hooks/login-timing'

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
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      options: [
        { label: 'Administrator', value: 'admin' },
        { label: 'Editor of a country', value: 'editor' },
      ],
      access: { create: adminField, update: adminField },
    },
    {
      name: 'country',
      type: 'relationship',
      relationTo: 'countries',
      saveToJWT: true,
      access: { create: adminField, update: adminField },
      admin: { condition: (data) => data?.role === 'editor', description: 'The country this editor works for.' },
      validate: (value: unknown, { siblingData }: { siblingData: { role?: string } }) =>
        siblingData.role !== 'editor' || value != null || 'An editor needs a country.',
    },
  ],
}
