import { ValidationError } from 'payload'
import { CV_MAX_BYTES, looksLikePdf } from '@/forms/job-application/cv-file'
import { ERR } from '@/lib/forms/messages'
import { jobApplicationSchema } from '@/forms/job-application/schema'
import { FieldProblem, type LeadForm } from '@/lib/leads/handle-lead'
import { leadMeta } from '@/lib/leads/lead-meta'

/**
 * A job application with its CV. The CV is checked to really be a PDF, stored in the private
 * cv-files collection, then linked; if the application cannot be written the CV is removed again.
 */
export const jobApplicationForm: LeadForm<ReturnType<typeof jobApplicationSchema>> = {
  name: 'job-application',
  maxBytes: CV_MAX_BYTES + 64 * 1024,
  schema: jobApplicationSchema,
  successKey: 'forms.successGeneric',
  async store({ acceptTerms: _terms, website: _honeypot, cv, job, ...fields }, context) {
    const { payload, countryId } = context
    let jobId: number | null = null
    if (job) {
      // Only an open, published job of this country can be applied for.
      const found = await payload.find({
        collection: 'jobs',
        where: {
          and: [
            { id: { equals: Number(job) } },
            { country: { equals: countryId } },
            { _status: { equals: 'published' } },
          ],
        },
        limit: 1,
        depth: 0,
        overrideAccess: false,
      })
      if (!found.docs[0]) throw new FieldProblem('job', ERR.choice)
      jobId = found.docs[0].id
    }
    const bytes = new Uint8Array(await (cv as unknown as Blob).arrayBuffer())
    if (!looksLikePdf(bytes)) throw new FieldProblem('cv', ERR.cvType)

    const safeName = `cv-${Date.now()}-${Math.random().toString(36).slice(2, 8)}.pdf`
    // Payload checks the PDF's structure too (header, xref, %%EOF); a broken file is the visitor's CV problem.
    const file = await payload
      .create({
        collection: 'cv-files',
        data: { country: countryId },
        file: { data: Buffer.from(bytes), mimetype: 'application/pdf', name: safeName, size: bytes.byteLength },
        overrideAccess: true,
      })
      .catch((error: unknown) => {
        if (error instanceof ValidationError) throw new FieldProblem('cv', ERR.cvType)
        throw error
      })
    try {
      await payload.create({
        collection: 'job-applications',
        data: { ...fields, job: jobId, cv: file.id, ...leadMeta(context) },
        overrideAccess: true,
      })
    } catch (error) {
      await payload.delete({ collection: 'cv-files', id: file.id, overrideAccess: true }).catch(() => undefined)
      throw error
    }
  },
}
