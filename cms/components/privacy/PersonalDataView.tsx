import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { isAdminUser, type CmsUser } from '@/cms/access/rules'
import { messagesFor } from './messages'
import styles from './PersonalData.module.scss'
import { PERSONAL_DATA_PATH } from './PersonalDataNavLink'
import { PersonalDataTool } from './PersonalDataTool'

/**
 * /admin/personal-data, for administrators: one person's leads and CVs in both countries, found by
 * e-mail or phone number, exported or erased (the tool, ./PersonalDataTool.tsx, through the
 * administrators' endpoints, cms/privacy/endpoints.ts). Payload serves custom views without
 * checking the session, so anonymous visitors are sent to the login first; an editor is told the
 * page is not theirs and gets no tool (the endpoints refuse them as well).
 */
export async function PersonalDataView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, locale, visibleEntities } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  if (!req.user) redirect(`${adminRoute}/login?redirect=${encodeURIComponent(adminRoute + PERSONAL_DATA_PATH)}`)
  const m = messagesFor(req.i18n.language)
  const admitted = isAdminUser(req.user as unknown as CmsUser)

  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user}
      visibleEntities={{ collections: visibleEntities?.collections, globals: visibleEntities?.globals }}
    >
      <Gutter>
        <div className={styles.view} data-testid="personal-data">
          <h1>{m.title}</h1>
          {admitted ? (
            <>
              <p className={styles.intro}>{m.intro}</p>
              <PersonalDataTool />
            </>
          ) : (
            <p role="alert" data-testid="personal-data-refused">
              {m.refused}
            </p>
          )}
        </div>
      </Gutter>
    </DefaultTemplate>
  )
}
