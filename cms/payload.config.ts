import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { pt } from '@payloadcms/translations/languages/pt'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { Campaigns } from './collections/Campaigns'
import { Channels } from './collections/Channels'
import { Countries } from './collections/Countries'
import { Documents } from './collections/Documents'
import { Faqs } from './collections/Faqs'
import { Jobs } from './collections/Jobs'
import { CvFiles } from './collections/leads/CvFiles'
import { leadFormCollections } from './collections/leads/lead-forms'
import { PopupAnalytics, PopupAnalyticsDays } from './collections/leads/PopupAnalytics'
import { Manuals } from './collections/Manuals'
import { Media } from './collections/Media'
import { Movies } from './collections/Movies'
import { News } from './collections/News'
import { Novels } from './collections/Novels'
import { CinemaFilms } from './collections/CinemaFilms'
import { Packages } from './collections/Packages'
import { Pages } from './collections/Pages'
import { Programmes } from './collections/Programmes'
import { Redirects } from './collections/Redirects'
import { Settings } from './collections/Settings'
import { Stores } from './collections/Stores'
import { CoverageAreas } from './collections/CoverageAreas'
import { ErasureAudits } from './collections/ErasureAudits'
import { Users } from './collections/Users'
import { PrivacySettings } from './globals/PrivacySettings'
import { retentionTask } from './jobs/retention'
import { privacyEndpoints } from './privacy/endpoints'
import { databaseAdapter } from './database'
import { emailAdapter } from './email'
import { storagePlugins } from './storage'
import { schedulePublishPlugin } from './schedule/plugin'
import { adminOnly } from './access/rules'
import { withCountryBoundary } from './access/country-boundary'
import { withTranslationPrompts } from './fields/translation'
import { withDefaultWriteLocale } from './hooks/default-write-locale'
import { isJobsRunner } from '@/server/jobs-runner.mjs'
import { bodyLimits } from '@/server/body-limit.mjs'
import { payloadLogger } from '@/cms/logging/payload-logger'
import { environment } from '@/lib/config/env'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const env = environment()

export default buildConfig({
  // Unset only in development, tests and `next build` (which signs nothing): a production server
  // refuses to start without it (lib/config/env-schema.ts).
  secret: env.PAYLOAD_SECRET ?? 'dev-only-secret-change-me',
  logger: payloadLogger(),
  serverURL: env.PAYLOAD_PUBLIC_SERVER_URL ?? '',
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname, '..') },
    meta: { titleSuffix: ' · ZAP CMS' },
    // No Gravatar: it fails offline and would send editors' e-mail hashes to a third party.
    avatar: 'default',
    components: {
      afterNavLinks: [
        '@/cms/components/content-health/ContentHealthNavLink#ContentHealthNavLink',
        '@/cms/components/leads-by-source/LeadsBySourceNavLink#LeadsBySourceNavLink',
        '@/cms/components/privacy/PersonalDataNavLink#PersonalDataNavLink',
      ],
      // The first screen: the user's country at a glance (health, drafts, schedules, recent leads).
      beforeDashboard: ['@/cms/components/dashboard/CountryDashboard#CountryDashboard'],
      views: {
        contentHealth: {
          Component: '@/cms/components/content-health/ContentHealthView#ContentHealthView',
          path: '/content-health',
          exact: true,
        },
        // Leads per week, form, page, package and campaign, with their CSV (cms/components/leads-by-source).
        leadsBySource: {
          Component: '@/cms/components/leads-by-source/LeadsBySourceView#LeadsBySourceView',
          path: '/leads-by-source',
          exact: true,
        },
        // One person's leads and CVs: find, export, erase; administrators only (cms/components/privacy).
        personalData: {
          Component: '@/cms/components/privacy/PersonalDataView#PersonalDataView',
          path: '/personal-data',
          exact: true,
        },
      },
    },
  },
  // Every collection whose documents belong to a country gets the country boundary (editors write
  // and read versions only in their own country), here in one place so none can miss it.
  collections: [
    Pages,
    Packages,
    Channels,
    Programmes,
    Campaigns,
    Movies,
    CinemaFilms,
    News,
    Novels,
    Faqs,
    Manuals,
    Jobs,
    Stores,
    CoverageAreas,
    Redirects,
    Settings,
    Media,
    Documents,
    Countries,
    Users,
    ...leadFormCollections,
    CvFiles,
    PopupAnalytics,
    PopupAnalyticsDays,
    ErasureAudits,
  ]
    .map(withCountryBoundary)
    .map(withTranslationPrompts)
    .map(withDefaultWriteLocale),
  // How long leads are kept (administrators only; cms/jobs/retention.ts applies it daily).
  globals: [PrivacySettings],
  // Administrators' endpoints: one person's data found, exported, erased (/admin → Personal data).
  endpoints: privacyEndpoints,
  // The admin in Portuguese or English: the user's choice in Account (payload-lng cookie), else the
  // browser's language. The fallback stays English because server code reads Payload's messages
  // (lib/leads/unique-violation.ts matches its English unique-index error).
  i18n: { supportedLanguages: { pt, en }, fallbackLanguage: 'en' },
  localization: {
    locales: [
      { code: 'pt', label: 'Português' },
      { code: 'en', label: 'English' },
    ],
    defaultLocale: 'pt',
    // An English visitor must never see Portuguese copy under an English path.
    fallback: false,
  },
  editor: lexicalEditor(),
  db: databaseAdapter(),
  // SMTP from SMTP_* (cms/email.ts); without SMTP_HOST nothing is sent and nothing of a message is logged.
  email: emailAdapter(),
  sharp,
  // Scheduled publish/unpublish jobs and the daily retention task, queued by its own schedule;
  // server/jobs-runner.mjs calls /api/payload-jobs/run on a timer, which queues and runs them.
  jobs: {
    tasks: [retentionTask],
    access: {
      run: ({ req }) =>
        adminOnly({ req }) === true || isJobsRunner(req.headers.get('authorization'), env.PAYLOAD_SECRET),
    },
  },
  // Uploads (images, PDFs): each file up to UPLOAD_LIMIT_BYTES (20 MiB), the whole request a little
  // more; counted while the body streams in and refused with 413, however the size was declared.
  upload: {
    abortOnLimit: true,
    limits: { fileSize: env.UPLOAD_LIMIT_BYTES },
    requestSizeLimit: bodyLimits(env).upload,
  },
  // Uploads on the local disk, or in S3-compatible storage when S3_BUCKET is set (cms/storage.ts).
  // Scheduled publish in Luanda's and Maputo's time (admin.timezones and the schedule drawer: cms/schedule/plugin.ts).
  plugins: [...storagePlugins(), schedulePublishPlugin],
  graphQL: { schemaOutputFile: path.resolve(dirname, 'schema.graphql') },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  telemetry: false,
})
