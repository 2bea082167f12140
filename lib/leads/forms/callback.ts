import { callbackSchema, callbackSubjects } from '../../forms/callback-schema'
import type { LeadForm } from '../handle-lead'

/** "Ligue-me": stores the subject's label as the visitor saw it (operator name included). */
export const callbackForm: LeadForm<ReturnType<typeof callbackSchema>> = {
  name: 'callback',
  maxBytes: 4 * 1024,
  schema: callbackSchema,
  successKey: 'forms.callback.success',
  async store({ clientName, clientPhone, clientSubject }, { payload, country, countryId, ip, locale }) {
    const settings = await payload.find({ collection: 'settings', where: { country: { equals: countryId } }, limit: 1, depth: 0 })
    const operator = settings.docs[0]?.operatorName || 'ZAP'
    const subject = callbackSubjects(country, operator).find((s) => s.value === clientSubject)?.label ?? String(clientSubject)
    await payload.create({
      collection: 'callback-requests',
      data: { clientName, clientPhone, clientSubject: subject, ip, locale, country: countryId },
      overrideAccess: true,
    })
  },
}
