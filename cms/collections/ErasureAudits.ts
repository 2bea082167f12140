import type { CollectionConfig } from 'payload'
import { adminOnly, nobody } from '@/cms/access/rules'
import { PRIVACY_GROUP } from '@/cms/globals/PrivacySettings'

/**
 * One record per erasure of a person's data made in /admin → Personal data: when (createdAt), which
 * administrator, how many documents of each collection, and a salted hash of the e-mail or phone
 * number (lib/privacy/identifier-hash.ts), never the identifier itself, so the record proves the
 * erasure without keeping what was erased. Written only by the erasure, read by administrators,
 * changed and deleted by nobody.
 */
export const ErasureAudits: CollectionConfig = {
  slug: 'erasure-audits',
  labels: {
    singular: { pt: 'Registo de apagamento', en: 'Erasure record' },
    plural: { pt: 'Registos de apagamento', en: 'Erasure records' },
  },
  admin: {
    group: PRIVACY_GROUP,
    defaultColumns: ['createdAt', 'erasedBy', 'identifierKind', 'total'],
    description: {
      pt: 'Cada apagamento dos dados de uma pessoa feito em Dados pessoais. O e-mail ou o telefone não é guardado: só um hash com sal.',
      en: 'Each erasure of a person’s data made in Personal data. The e-mail or phone number is not kept: only a salted hash.',
    },
  },
  access: { read: adminOnly, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'erasedBy',
      label: { pt: 'Administrador', en: 'Administrator' },
      type: 'relationship',
      relationTo: 'users',
      required: true,
      admin: { readOnly: true },
    },
    {
      name: 'identifierKind',
      label: { pt: 'Procurado por', en: 'Searched by' },
      type: 'select',
      required: true,
      options: [
        { value: 'email', label: { pt: 'E-mail', en: 'E-mail' } },
        { value: 'phone', label: { pt: 'Telefone', en: 'Phone' } },
      ],
      admin: { readOnly: true },
    },
    {
      name: 'total',
      label: { pt: 'Documentos apagados', en: 'Documents erased' },
      type: 'number',
      required: true,
      admin: { readOnly: true },
    },
    {
      name: 'counts',
      label: { pt: 'Por coleção', en: 'Per collection' },
      labels: {
        singular: { pt: 'Coleção', en: 'Collection' },
        plural: { pt: 'Coleções', en: 'Collections' },
      },
      type: 'array',
      admin: { readOnly: true },
      fields: [
        { name: 'collection', label: { pt: 'Coleção', en: 'Collection' }, type: 'text', required: true },
        { name: 'count', label: { pt: 'Documentos', en: 'Documents' }, type: 'number', required: true },
      ],
    },
    {
      name: 'identifierSalt',
      label: { pt: 'Sal', en: 'Salt' },
      type: 'text',
      required: true,
      admin: { readOnly: true },
    },
    {
      name: 'identifierHash',
      label: { pt: 'Hash do e-mail ou telefone', en: 'Hash of the e-mail or phone' },
      type: 'text',
      required: true,
      admin: {
        readOnly: true,
        description: {
          pt: 'HMAC-SHA256 do identificador normalizado, com o sal acima e uma chave derivada do segredo do CMS.',
          en: 'HMAC-SHA256 of the normalised identifier, with the salt above and a key derived from the CMS secret.',
        },
      },
    },
  ],
}
