import { newsletterService, sectionOfPath } from '@/forms/newsletter/service-label'
import { formLabels } from '@/components/forms/labels'
import type { BlockProps } from '@/registry/types'
import { NewsletterSection } from '@/forms/newsletter/NewsletterSection'

/** The newsletter block: the editor's heading and intro (or the default ones) and the sign-up form. */
export function NewsletterFormBlockComponent({ block, context }: BlockProps<'newsletterForm'>) {
  const { t } = context
  return (
    <NewsletterSection
      heading={block.heading || t('forms.newsletter.title')}
      // The default intro only goes with the default heading; an editor's heading may stand alone.
      intro={block.intro || (block.heading ? null : t('forms.newsletter.intro'))}
      isFirst={context.isFirst}
      service={block.service ?? newsletterService(sectionOfPath(context.path))}
      labels={formLabels(context.locale, context.country, 'newsletter')}
    />
  )
}
