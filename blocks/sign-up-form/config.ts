import type { Block } from 'payload'
import type { BlockMeta } from '@/registry/block-meta-types'

/**
 * The sign-up request ("Pedido de adesão"): name, phone, the package (chosen already when the page is
 * opened at /path/{package id}, and changeable), province and an optional address. Stored as a
 * call-back request with the subject "Adesão" of the package's service.
 */
export const SignUpFormBlock: Block = {
  slug: 'signUpForm',
  interfaceName: 'SignUpFormBlock',
  fields: [
    { name: 'heading', type: 'text', maxLength: 120, label: { pt: 'Título', en: 'Heading' } },
    { name: 'intro', type: 'textarea', maxLength: 400, label: { pt: 'Introdução', en: 'Intro' } },
  ],
}

/** The block picker's entry: its name and one-line description in both admin languages, and its group. */
export const meta: BlockMeta = {
  name: { pt: 'Formulário de adesão', en: 'Sign-up form' },
  description: {
    pt: 'Pedido de adesão a um pacote (escolhido pelo endereço /caminho/{id} do pacote); a equipa liga ao cliente.',
    en: 'Request to sign up for a package (chosen by the /path/{id} address); the team calls the customer.',
  },
  group: 'forms',
}
