import { getSettings } from '@/lib/content/get-settings'
import type { BlockProps } from '@/registry/types'
import { ContactDetailsView } from './ContactDetailsView'

/** Contacts (/apoio-ao-cliente/contactos): call centre, WhatsApp, e-mails, head office and social links from the country's settings. */
export async function ContactDetailsBlockComponent({ block, context }: BlockProps<'contactDetails'>) {
  return (
    <ContactDetailsView block={block} context={context} settings={await getSettings(context.country, context.locale)} />
  )
}
