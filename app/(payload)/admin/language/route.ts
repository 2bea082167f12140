/* Stores the admin's first language (Portuguese) and returns to the admin address the visitor asked for. */
import { NextResponse, type NextRequest } from 'next/server'
import { ADMIN_LANGUAGE_COOKIE, FIRST_ADMIN_LANGUAGE, adminReturnPath } from '@/cms/admin/first-language'

export function GET(request: NextRequest) {
  const back = adminReturnPath(request.nextUrl.searchParams.get('next'))
  // A relative Location: behind the proxy the request's own host may not be the public one.
  const response = new NextResponse(null, { status: 303, headers: { location: back, 'cache-control': 'no-store' } })
  // A choice already made (in Account) is never overwritten.
  if (!request.cookies.has(ADMIN_LANGUAGE_COOKIE)) {
    // Same cookie Payload's own language switch writes (path /, one year), so Account changes it later.
    response.cookies.set({ name: ADMIN_LANGUAGE_COOKIE, value: FIRST_ADMIN_LANGUAGE, path: '/', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' })
  }
  return response
}
