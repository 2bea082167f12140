import type { Block } from 'payload'

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
