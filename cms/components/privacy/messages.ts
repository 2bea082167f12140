/**
 * Copy of /admin → Personal data, in the admin user's language (Portuguese when they chose it, else
 * English, the admin's fallback), for the server view and its client island alike.
 */
const documents = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

export const personalDataMessages = {
  en: {
    navLink: 'Personal data',
    title: 'Personal data',
    intro:
      'Find everything the site keeps about one person in both countries (requests, applications and their CVs, newsletter subscriptions), give it to them as a file, or erase it when they ask. Type their e-mail address or phone number as they would in a form: with or without the country code and spaces.',
    refused: 'Only administrators may open this page.',
    identifier: 'E-mail or phone number',
    find: 'Find',
    finding: 'Searching…',
    found: (count: number) => `${documents(count, 'document', 'documents')} found.`,
    none: 'Nothing found: the site keeps no data under this e-mail or phone number.',
    caption: 'The person’s documents',
    collection: 'Collection',
    name: 'Name',
    country: 'Country',
    date: 'Date',
    open: 'Open',
    noCountry: '(none)',
    exportJson: 'Export as JSON',
    exportCsv: 'Export as CSV',
    erase: 'Erase all…',
    confirm: (count: number) =>
      `Erase ${documents(count, 'document', 'documents')} of this person in both countries? This cannot be undone. An erasure record keeps who erased how many, not the e-mail or number.`,
    confirmYes: (count: number) => `Yes, erase ${documents(count, 'document', 'documents')}`,
    cancel: 'Cancel',
    erasing: 'Erasing…',
    erased: (count: number) => `Erased ${documents(count, 'document', 'documents')}.`,
    audit: 'See the erasure record',
    failed: 'The request did not reach the server. Nothing was changed; try again.',
  },
  pt: {
    navLink: 'Dados pessoais',
    title: 'Dados pessoais',
    intro:
      'Encontre tudo o que o site guarda sobre uma pessoa nos dois países (pedidos, candidaturas e os seus CV, inscrições na newsletter), entregue-lho num ficheiro ou apague-o quando o pedir. Escreva o e-mail ou o telefone como a pessoa o escreveria num formulário: com ou sem indicativo e espaços.',
    refused: 'Só os administradores podem abrir esta página.',
    identifier: 'E-mail ou telefone',
    find: 'Procurar',
    finding: 'A procurar…',
    found: (count: number) => `${documents(count, 'documento encontrado', 'documentos encontrados')}.`,
    none: 'Nada encontrado: o site não guarda dados com este e-mail ou telefone.',
    caption: 'Os documentos da pessoa',
    collection: 'Coleção',
    name: 'Nome',
    country: 'País',
    date: 'Data',
    open: 'Abrir',
    noCountry: '(nenhum)',
    exportJson: 'Exportar em JSON',
    exportCsv: 'Exportar em CSV',
    erase: 'Apagar tudo…',
    confirm: (count: number) =>
      `Apagar ${documents(count, 'documento', 'documentos')} desta pessoa nos dois países? Não é possível desfazer. Um registo de apagamento guarda quem apagou quantos, não o e-mail nem o telefone.`,
    confirmYes: (count: number) => `Sim, apagar ${documents(count, 'documento', 'documentos')}`,
    cancel: 'Cancelar',
    erasing: 'A apagar…',
    erased: (count: number) => `${documents(count, 'documento apagado', 'documentos apagados')}.`,
    audit: 'Ver o registo de apagamento',
    failed: 'O pedido não chegou ao servidor. Nada foi alterado; tente de novo.',
  },
}

export type PersonalDataMessages = (typeof personalDataMessages)['en']

export const messagesFor = (language: string | undefined): PersonalDataMessages =>
  language === 'pt' ? personalDataMessages.pt : personalDataMessages.en
