import { getTerms } from '@/lib/content/get-terms'
import type { BlockProps } from '@/registry/types'
import { TermsView } from './TermsView'

/** The country's terms as a full page: heading, accordion (first item open), download link when there is a document. */
export async function TermsBlockComponent({ block, context }: BlockProps<'terms'>) {
  return <TermsView block={block} context={context} content={await getTerms(context.country, context.locale)} />
}
