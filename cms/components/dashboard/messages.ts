/**
 * Copy of the dashboard's country panel. The admin currently runs in English only; the Portuguese
 * copy is used when the admin is switched to Portuguese (i18n.language 'pt').
 */
export const dashboardMessages = {
  en: {
    title: 'Your country at a glance',
    show: 'Show',
    both: 'Both countries',
    health: 'Content health',
    missingEnglish: 'Pages missing English',
    brokenLinks: 'Links to pages that do not exist',
    placeholders: 'To replace before launch',
    openHealth: 'Open Content health',
    drafts: 'Drafts',
    draftsIntro: 'Documents never published or with changes not yet published (latest first).',
    noDrafts: 'No drafts: everything is published.',
    more: (count: number) => `…and ${count} more.`,
    scheduled: 'Scheduled',
    noSchedules: 'Nothing scheduled.',
    publish: 'Publish',
    unpublish: 'Unpublish',
    leads: 'Leads of the last 7 days',
    noLeads: 'No leads in the last 7 days.',
  },
  pt: {
    title: 'O seu país num relance',
    show: 'Mostrar',
    both: 'Os dois países',
    health: 'Saúde dos conteúdos',
    missingEnglish: 'Páginas sem inglês',
    brokenLinks: 'Ligações para páginas que não existem',
    placeholders: 'A substituir antes do lançamento',
    openHealth: 'Abrir Saúde dos conteúdos',
    drafts: 'Rascunhos',
    draftsIntro: 'Documentos nunca publicados ou com alterações por publicar (os mais recentes primeiro).',
    noDrafts: 'Sem rascunhos: está tudo publicado.',
    more: (count: number) => `…e mais ${count}.`,
    scheduled: 'Agendado',
    noSchedules: 'Nada agendado.',
    publish: 'Publicar',
    unpublish: 'Despublicar',
    leads: 'Contactos dos últimos 7 dias',
    noLeads: 'Sem contactos nos últimos 7 dias.',
  },
} as const

export type DashboardMessages = (typeof dashboardMessages)[keyof typeof dashboardMessages]

export const dashboardMessagesFor = (language: string): DashboardMessages =>
  language === 'pt' ? dashboardMessages.pt : dashboardMessages.en
