import type { Setting } from '@/cms/payload-types'
import { safeHref } from '@/lib/security/safe-href'
import type { BlockProps } from '@/registry/types'
import { BlockSection } from '@/components/blocks/BlockSection'
import { CallbackButton } from './CallbackButton'
import styles from './ContactDetails.module.scss'

export type ContactSettings = Pick<Setting, 'contact' | 'footer'> | null

type Section = 'default' | 'satelite' | 'fibra' | 'cinema'
/** Fibre and cinemas exist in Angola only: Mozambique lists no e-mail for them. */
const SECTIONS: Record<'ao' | 'mz', readonly Section[]> = {
  ao: ['default', 'satelite', 'fibra', 'cinema'],
  mz: ['default', 'satelite'],
}
const SOCIAL = [
  ['facebook', 'Facebook'],
  ['instagram', 'Instagram'],
  ['linkedin', 'LinkedIn'],
  ['youtube', 'YouTube'],
] as const

/** tel: keeps the digits and a leading +; wa.me wants the digits alone. */
const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`
const whatsappHref = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`
/** A plain address only: anything that could break out of mailto: is refused. */
const isEmail = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^[^\s@<>"?&,;:/\\]+@[^\s@<>"?&,;:/\\]+\.[^\s@<>"?&,;:/\\]+$/.test(value)

/** The contact details block with the country's settings given (the block loads them; stories and tests pass them). */
export function ContactDetailsView({
  block,
  context,
  settings,
}: BlockProps<'contactDetails'> & { settings: ContactSettings }) {
  const { t, country } = context
  const contact = settings?.contact
  const footer = settings?.footer
  const emails = SECTIONS[country].flatMap((section) => {
    const address = footer?.supportEmails?.[section]
    return isEmail(address) ? [{ section, address }] : []
  })
  const social = SOCIAL.flatMap(([key, label]) => {
    const href = safeHref(footer?.social?.[key])
    return href ? [{ key, label, href }] : []
  })
  const messenger = safeHref(contact?.messenger)
  const newTab = <span className="visually-hidden"> {t('support.contacts.newTab')}</span>
  return (
    <BlockSection isFirst={context.isFirst} heading={block.heading} intro={block.intro} classes={styles}>
      {({ Inner: CardHeading }) => (
        <div className={styles.grid}>
          <section className={styles.card} aria-labelledby="contacts-quick">
            <CardHeading id="contacts-quick" className={styles.cardHeading}>
              {t('support.contacts.quick')}
            </CardHeading>
            {contact?.callCentre ? (
              <div className={styles.item}>
                <p className={styles.label}>{t('support.contacts.callCentre')}</p>
                <a className={styles.phone} href={telHref(contact.callCentre)} data-call-centre>
                  {contact.callCentre}
                </a>
                <p className={styles.hint}>{t('support.contacts.callCentreHint')}</p>
              </div>
            ) : null}
            <div className={styles.item}>
              <p id="contacts-callback-hint" className={styles.hint}>
                {t('support.contacts.callBackHint')}
              </p>
              <CallbackButton
                className={styles.button}
                label={t('support.contacts.callBack')}
                describedBy="contacts-callback-hint"
              />
            </div>
            <ul className={styles.links}>
              {contact?.whatsapp && /\d/.test(contact.whatsapp) ? (
                <li>
                  <a href={whatsappHref(contact.whatsapp)} target="_blank" rel="noopener noreferrer">
                    {t('support.contacts.whatsappLink')} ({contact.whatsapp}){newTab}
                  </a>
                </li>
              ) : null}
              {messenger ? (
                <li>
                  <a href={messenger} target="_blank" rel="noopener noreferrer">
                    {t('support.contacts.messengerLink')}
                    {newTab}
                  </a>
                </li>
              ) : null}
            </ul>
          </section>

          {emails.length > 0 ? (
            <section className={styles.card} aria-labelledby="contacts-emails">
              <CardHeading id="contacts-emails" className={styles.cardHeading}>
                {t('support.contacts.emails')}
              </CardHeading>
              <dl className={styles.emails}>
                {emails.map(({ section, address }) => (
                  <div key={section}>
                    <dt>{t(`support.contacts.email.${section}`)}</dt>
                    <dd>
                      <a href={`mailto:${address}`}>{address}</a>
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}

          {footer?.headOffice || (country === 'mz' && footer?.companyName) ? (
            <section className={styles.card} aria-labelledby="contacts-office">
              <CardHeading id="contacts-office" className={styles.cardHeading}>
                {t('support.contacts.headOffice')}
              </CardHeading>
              {footer.headOffice ? <address className={styles.address}>{footer.headOffice}</address> : null}
              {country === 'mz' && footer.companyName ? (
                <p className={styles.company}>
                  <span className={styles.label}>{t('support.contacts.company')}</span> {footer.companyName}
                  {footer.companyAddress && footer.companyAddress !== footer.headOffice ? (
                    <>, {footer.companyAddress}</>
                  ) : null}
                </p>
              ) : null}
            </section>
          ) : null}

          {social.length > 0 ? (
            <section className={styles.card} aria-labelledby="contacts-social">
              <CardHeading id="contacts-social" className={styles.cardHeading}>
                {t('support.contacts.social')}
              </CardHeading>
              <ul className={styles.links}>
                {social.map(({ key, label, href }) => (
                  <li key={key}>
                    <a href={href} target="_blank" rel="noopener noreferrer">
                      {label}
                      {newTab}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      )}
    </BlockSection>
  )
}
