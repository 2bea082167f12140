import { callbackSchema } from '@/forms/callback/schema'
import { callbackSubjects } from '@/forms/callback/subjects'
import { translatorFor } from '@/lib/i18n/translator'
import type { LeadForm } from '@/lib/leads/handle-lead'
import { leadMeta } from '@/lib/leads/lead-meta'

/** "Ligue-me": stores the subject's stable code and its label as the visitor saw it (operator name included, in the page's language). */
export const callbackForm: LeadForm<ReturnType<typeof callbackSchema>> = {
  name: 'callback',
  maxBytes: 4 * 1024,
  schema: callbackSchema,
  successKey: 'forms.callback.success',
  async store({ clientName, clientPhone, clientSubject }, context) {
    const { payload, country, countryId, locale } = context
    const settings = await payload.find({
      collection: 'settings',
      where: { country: { equals: countryId } },
      limit: 1,
      depth: 0,
    })
    const operator = settings.docs[0]?.operatorName || 'ZAP'
    const t = translatorFor(locale)
    const subject = callbackSubjects(country, operator, (code) => t(`forms.callback.subjects.${code}`)).find(
      (s) => s.value === clientSubject,
    )
    await payload.create({
      collection: 'callback-requests',
      data: {
        clientName,
        clientPhone,
        subjectCode: subject?.code,
        clientSubject: subject?.label ?? String(clientSubject),
        ...leadMeta(context),
      },
      overrideAccess: true,
    })
  },
}
