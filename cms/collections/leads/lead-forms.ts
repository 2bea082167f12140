import { CallbackRequests } from './CallbackRequests'
import { CastingApplications } from './CastingApplications'
import { CoverageRequests } from './CoverageRequests'
import { JobApplications } from './JobApplications'
import { NewsletterSubscriptions } from './NewsletterSubscriptions'
// new-form: collection imports (npm run new:form adds above this line)

/**
 * The collections the lead forms store into, in one list: cms/payload.config.ts registers them, and the
 * dashboard and Leads by source count each one, in this order (LEAD_COLLECTIONS). A form that stores
 * into an existing collection (the sign-up) adds nothing here; `npm run new:form` adds its own one.
 */
export const leadFormCollections = [
  NewsletterSubscriptions,
  CallbackRequests,
  JobApplications,
  CastingApplications,
  CoverageRequests,
  // new-form: collections (npm run new:form adds above this line)
]
