import { callbackSubjects } from '@/forms/callback/subjects'
import { signUpSchema } from '@/forms/sign-up/schema'
import { translatorFor } from '@/lib/i18n/translator'
import { FieldProblem, type LeadForm } from '@/lib/leads/handle-lead'
import { leadMeta } from '@/lib/leads/lead-meta'

/**
 * A sign-up request is stored as a call-back request with the subject "Adesão" of the package's
 * service: the same team handles both by phoning the person, with the same name and number, and a
 * call-back about joining already means exactly this. One list for the call centre, counted by the
 * same subject codes; the package, province and address are what a sign-up adds.
 */
export const signUpForm: LeadForm<ReturnType<typeof signUpSchema>> = {
  name: 'sign-up',
  maxBytes: 4 * 1024,
  schema: signUpSchema,
  successKey: 'forms.signUp.success',
  async store({ clientName, clientPhone, package: packageId, province, address }, context) {
    const { payload, country, countryId, locale } = context
    // Only a package the visitor can buy: published, of this country.
    const found = await payload.find({
      collection: 'packages',
      where: {
        and: [{ id: { equals: packageId } }, { country: { equals: countryId } }, { _status: { equals: 'published' } }],
      },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const pkg = found.docs[0]
    if (!pkg) throw new FieldProblem('package', 'forms.errors.package')
    const settings = await payload.find({
      collection: 'settings',
      where: { country: { equals: countryId } },
      limit: 1,
      depth: 0,
    })
    const operator = settings.docs[0]?.operatorName || 'ZAP'
    const t = translatorFor(locale)
    const code = pkg.service === 'fibra' ? 'fibra-adesao' : 'satelite-adesao'
    const subject = callbackSubjects(country, operator, (c) => t(`forms.callback.subjects.${c}`)).find(
      (s) => s.code === code,
    )
    await payload.create({
      collection: 'callback-requests',
      data: {
        clientName,
        clientPhone,
        subjectCode: code,
        clientSubject: `${subject?.label ?? code} — ${pkg.name}`,
        province,
        address,
        ...leadMeta(context),
        package: pkg.id,
      },
      overrideAccess: true,
    })
  },
}
