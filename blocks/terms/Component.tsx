import { getTerms } from '@/lib/content/get-terms'
import type { BlockProps } from '@/registry/types'
import { TermsView } from './TermsView'

/** The country's terms and conditions as a full page (spec 2.9): heading, accordion, download link. */
export async function TermsBlockComponent({ block, context }: BlockProps<'terms'>) {
  return <TermsView block={block} context={context} content={await getTerms(context.country, context.locale)} />
}
