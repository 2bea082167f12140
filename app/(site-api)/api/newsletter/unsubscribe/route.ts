import { confirmUnsubscribe, openUnsubscribeLink } from '@/lib/newsletter/unsubscribe-handler'

export const dynamic = 'force-dynamic'

/** The newsletter's unsubscribe link (GET) and its one-tap form (POST): lib/newsletter/unsubscribe-handler.ts. */
export function GET(request: Request): Promise<Response> {
  return openUnsubscribeLink(request)
}

export function POST(request: Request): Promise<Response> {
  return confirmUnsubscribe(request)
}
