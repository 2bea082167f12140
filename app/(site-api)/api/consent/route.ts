import { recordConsentChoice } from '@/lib/consent/form-handler'

export const dynamic = 'force-dynamic'

/** The consent banner's form, before the page's scripts run: lib/consent/form-handler.ts. */
export function POST(request: Request): Promise<Response> {
  return recordConsentChoice(request)
}
