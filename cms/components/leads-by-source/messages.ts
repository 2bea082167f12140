/**
 * Copy of the "Leads by source" view, in the admin user's language (req.i18n.language: 'pt' when
 * the user chose Portuguese, else English, the admin's fallback). "Contactos" is the word the admin
 * already uses for leads (the Leads group and the dashboard).
 */
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

export const leadsBySourceMessages = {
  en: {
    navLink: 'Leads by source',
    title: 'Leads by source',
    intro: (weeks: number) =>
      `The leads of the last ${weeks} weeks: how many each form received per week (Monday to Sunday, UTC), and the pages, packages and campaigns they came from. Only the leads you may read are counted.`,
    show: 'Show',
    both: 'Both countries',
    period: (from: string, to: string, total: number) => `${from} to ${to}: ${plural(total, 'lead', 'leads')}.`,
    empty: 'No leads in these weeks.',
    noCountry: 'Your user has no country yet: an administrator can assign one in Users.',
    perWeek: 'Leads per week and form',
    week: 'Week',
    weekLabel: (week: number, range: string) => `Week ${week} (${range})`,
    total: 'Total',
    leads: 'Leads',
    pages: 'Top source pages',
    page: 'Page',
    packages: 'Top packages',
    package: 'Package',
    campaigns: 'Top campaigns',
    campaign: 'Campaign (utm_campaign)',
    source: 'Source (utm_source)',
    medium: 'Medium (utm_medium)',
    none: '(none)',
    noPackage: '(no package)',
    rest: (sources: number) => `Others (${sources})`,
    truncated: (form: string, read: number, total: number) =>
      `${form}: only the newest ${read} of the ${total} leads of these weeks are counted here; the CSV export has them all.`,
    exportTitle: 'Export as CSV',
    exportIntro: 'The leads of these weeks, one file per form.',
    exportLink: (form: string) => `${form} (CSV)`,
    exportCount: (count: number) => plural(count, 'lead', 'leads'),
  },
  pt: {
    navLink: 'Contactos por origem',
    title: 'Contactos por origem',
    intro: (weeks: number) =>
      `Os contactos das últimas ${weeks} semanas: quantos recebeu cada formulário por semana (de segunda a domingo, UTC), e as páginas, pacotes e campanhas de onde vieram. Só contam os contactos que pode ler.`,
    show: 'Mostrar',
    both: 'Os dois países',
    period: (from: string, to: string, total: number) =>
      `De ${from} a ${to}: ${plural(total, 'contacto', 'contactos')}.`,
    empty: 'Sem contactos nestas semanas.',
    noCountry: 'O seu utilizador ainda não tem país: um administrador pode atribuir-lho em Utilizadores.',
    perWeek: 'Contactos por semana e formulário',
    week: 'Semana',
    weekLabel: (week: number, range: string) => `Semana ${week} (${range})`,
    total: 'Total',
    leads: 'Contactos',
    pages: 'Principais páginas de origem',
    page: 'Página',
    packages: 'Principais pacotes',
    package: 'Pacote',
    campaigns: 'Principais campanhas',
    campaign: 'Campanha (utm_campaign)',
    source: 'Origem (utm_source)',
    medium: 'Meio (utm_medium)',
    none: '(sem origem)',
    noPackage: '(sem pacote)',
    rest: (sources: number) => `Restantes (${sources})`,
    truncated: (form: string, read: number, total: number) =>
      `${form}: aqui só contam os ${read} contactos mais recentes dos ${total} destas semanas; a exportação em CSV tem-nos todos.`,
    exportTitle: 'Exportar em CSV',
    exportIntro: 'Os contactos destas semanas, um ficheiro por formulário.',
    exportLink: (form: string) => `${form} (CSV)`,
    exportCount: (count: number) => plural(count, 'contacto', 'contactos'),
  },
}

export type LeadsBySourceMessages = (typeof leadsBySourceMessages)['en']

export const messagesFor = (language: string | undefined): LeadsBySourceMessages =>
  language === 'pt' ? leadsBySourceMessages.pt : leadsBySourceMessages.en
