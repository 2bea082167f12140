/**
 * Copy of the content-health view. The admin currently runs in English only; the Portuguese copy is
 * used when the admin is switched to Portuguese (req.i18n.language 'pt').
 */
export const healthMessages = {
  en: {
    navLink: 'Content health',
    title: 'Content health',
    intro: 'Problems editors can fix, per country. Each row links to the document to edit. Pages are checked in their latest version, drafts included; a link is broken when no published page, page that takes an id, redirect or file answers it.',
    summary: (count: number) => (count === 0 ? 'No problems found.' : `${count} problem${count === 1 ? '' : 's'} found.`),
    missingEnglish: 'Pages missing their English version',
    brokenLinks: 'Internal links to paths that do not exist',
    missingAlt: 'Images without alt text',
    mediaScope: 'The media library is shared by both countries.',
    none: 'None.',
    document: 'Document',
    path: 'Path',
    status: 'Status',
    missing: 'Missing',
    field: 'Where',
    link: 'Link',
    image: 'Image',
    languages: 'Languages without alt text',
    draft: 'Draft',
    published: 'Published',
    settings: 'Country settings',
    parts: { title: 'English title', path: 'English path', layout: 'English content (layout)' },
    allCountries: 'All countries',
  },
  pt: {
    navLink: 'Saúde dos conteúdos',
    title: 'Saúde dos conteúdos',
    intro: 'Problemas que os editores podem corrigir, por país. Cada linha liga ao documento a editar. As páginas são verificadas na última versão, rascunhos incluídos; uma ligação está partida quando nenhuma página publicada, página que aceita um id, redireccionamento ou ficheiro lhe responde.',
    summary: (count: number) => (count === 0 ? 'Nenhum problema encontrado.' : `${count} problema${count === 1 ? '' : 's'} encontrado${count === 1 ? '' : 's'}.`),
    missingEnglish: 'Páginas sem versão em inglês',
    brokenLinks: 'Ligações internas para caminhos que não existem',
    missingAlt: 'Imagens sem texto alternativo',
    mediaScope: 'A biblioteca de media é partilhada pelos dois países.',
    none: 'Nenhum.',
    document: 'Documento',
    path: 'Caminho',
    status: 'Estado',
    missing: 'Em falta',
    field: 'Onde',
    link: 'Ligação',
    image: 'Imagem',
    languages: 'Línguas sem texto alternativo',
    draft: 'Rascunho',
    published: 'Publicado',
    settings: 'Definições do país',
    parts: { title: 'Título em inglês', path: 'Caminho em inglês', layout: 'Conteúdo em inglês (layout)' },
    allCountries: 'Todos os países',
  },
}

export type HealthMessages = (typeof healthMessages)['en']

export const messagesFor = (language: string | undefined): HealthMessages => (language === 'pt' ? healthMessages.pt : healthMessages.en)
