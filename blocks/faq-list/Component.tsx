import { getFaqs } from '@/lib/content/get-faqs'
import type { BlockProps } from '@/registry/types'
import { FaqListView } from './FaqListView'

/** Frequently asked questions (/apoio-ao-cliente/perguntas-frequentes): the country's FAQs, searchable. */
export async function FaqListBlockComponent({ block, context }: BlockProps<'faqList'>) {
  return <FaqListView block={block} context={context} faqs={await getFaqs(context.country, context.locale)} />
}
