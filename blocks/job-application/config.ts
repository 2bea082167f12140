import type { Block } from 'payload'
import type { BlockMeta } from '@/registry/block-meta-types'

/**
 * Job application form. On a page that takes an id from its address (/a-zap/candidatura/{id}) it
 * applies for that job; elsewhere (/the-zap/work-at-zap/submission) it is a spontaneous application.
 */
export const JobApplicationBlock: Block = {
  slug: 'jobApplication',
  interfaceName: 'JobApplicationBlock',
  fields: [
    { name: 'heading', type: 'text', maxLength: 120 },
    { name: 'intro', type: 'textarea', maxLength: 600 },
  ],
}

/** The block picker's entry: its name and one-line description in both admin languages, and its group. */
export const meta: BlockMeta = {
  name: { pt: 'Formulário de candidatura', en: 'Job application form' },
  description: {
    pt: 'Candidatura a uma vaga (ou espontânea) com envio do CV em PDF.',
    en: 'Application to a job (or a spontaneous one) with a PDF CV.',
  },
  group: 'forms',
}
