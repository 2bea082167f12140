/* Payload admin views (from Payload's template). */
import type { Metadata } from 'next'
import config from '@payload-config'
import { generatePageMetadata, RootPage } from '@payloadcms/next/views'
import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { ADMIN_LANGUAGE_COOKIE, adminPathOf, firstLanguageUrl } from '@/cms/admin/first-language'
import { importMap } from '../importMap.js'

type Args = {
  params: Promise<{ segments: string[] }>
  searchParams: Promise<{ [key: string]: string | string[] }>
}

export const generateMetadata = ({ params, searchParams }: Args): Promise<Metadata> =>
  generatePageMetadata({ config, params, searchParams })

const Page = async ({ params, searchParams }: Args) => {
  // Without a chosen language Payload would follow the browser's; the first visit stores Portuguese.
  if (!(await cookies()).has(ADMIN_LANGUAGE_COOKIE)) {
    redirect(firstLanguageUrl(adminPathOf((await params).segments, await searchParams)))
  }
  return RootPage({ config, params, searchParams, importMap })
}

export default Page
