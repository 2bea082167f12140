/**
 * Copy of the content-health view. The admin currently runs in English only; the Portuguese copy is
 * used when the admin is switched to Portuguese (req.i18n.language 'pt').
 */
export const healthMessages = {
  en: {
    navLink: 'Content health',
    title: 'Content health',
    intro:
      'Problems editors can fix, per country. Each row links to the document to edit. Pages are checked in their latest version, drafts included; a link is broken when no published page, page that takes an id, redirect or file serves its address.',
    summary: (count: number) =>
      count === 0 ? 'No problems found.' : `${count} problem${count === 1 ? '' : 's'} found.`,
    missingEnglish: 'Pages missing their English version',
    brokenLinks: 'Internal links to paths that do not exist',
    missingAlt: 'Images without alt text',
    missingImages: 'Blocks whose image is missing',
    missingImagesIntro:
      'Visitors see these blocks without their image. Choose another image in the block, or upload the file again.',
    problems: { deleted: 'Image deleted from the media library', 'file-missing': 'File missing from storage' },
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
    portuguese: 'Portuguese version',
    english: 'English version',
    englishMissing: 'English missing',
    settings: 'Country settings',
    parts: { title: 'English title', path: 'English path', layout: 'English content (layout)' },
    allCountries: 'All countries',
    placeholders: 'To replace before launch',
    placeholdersIntro:
      'Invented contact data standing in until the real value is known: e-mails and web addresses on example names, phone numbers no operator assigns or padded with zeros, house numbers of zeros, lorem ipsum. Replace each with the real value before launch.',
    sharedDocuments: 'Documents shared by both countries',
    placeholder: 'Placeholder',
    kind: 'Kind',
    kinds: {
      'example-address': 'Example e-mail or web address',
      'fake-phone': 'Invented phone number',
      'zero-number': 'Number of zeros',
      'filler-text': 'Filler text',
      'illustrative-data': 'Illustrative data',
    },
    illustrativeAreas: (count: string) => `Illustrative coverage areas: ${count}`,
    illustrativeField: 'Illustrative (example neighbourhoods from the seed)',
  },
  pt: {
    navLink: 'Saúde dos conteúdos',
    title: 'Saúde dos conteúdos',
    intro:
      'Problemas que os editores podem corrigir, por país. Cada linha liga ao documento a editar. As páginas são verificadas na última versão, rascunhos incluídos; uma ligação está partida quando nenhuma página publicada, página que aceita um id, redireccionamento ou ficheiro serve o seu endereço.',
    summary: (count: number) =>
      count === 0
        ? 'Nenhum problema encontrado.'
        : `${count} problema${count === 1 ? '' : 's'} encontrado${count === 1 ? '' : 's'}.`,
    missingEnglish: 'Páginas sem versão em inglês',
    brokenLinks: 'Ligações internas para caminhos que não existem',
    missingAlt: 'Imagens sem texto alternativo',
    missingImages: 'Blocos com a imagem em falta',
    missingImagesIntro:
      'Os visitantes veem estes blocos sem a imagem. Escolha outra imagem no bloco, ou carregue o ficheiro de novo.',
    problems: {
      deleted: 'Imagem apagada da biblioteca de media',
      'file-missing': 'Ficheiro em falta no armazenamento',
    },
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
    portuguese: 'Versão portuguesa',
    english: 'Versão inglesa',
    englishMissing: 'Falta o inglês',
    settings: 'Definições do país',
    parts: { title: 'Título em inglês', path: 'Caminho em inglês', layout: 'Conteúdo em inglês (layout)' },
    allCountries: 'Todos os países',
    placeholders: 'A substituir antes do lançamento',
    placeholdersIntro:
      'Dados de contacto inventados que ocupam o lugar do valor real enquanto não é conhecido: e-mails e endereços web com nomes de exemplo, números de telefone que nenhum operador atribui ou cheios de zeros, números de porta só com zeros, lorem ipsum. Substitua cada um pelo valor real antes do lançamento.',
    sharedDocuments: 'Documentos partilhados pelos dois países',
    placeholder: 'Valor provisório',
    kind: 'Tipo',
    kinds: {
      'example-address': 'E-mail ou endereço web de exemplo',
      'fake-phone': 'Número de telefone inventado',
      'zero-number': 'Número só com zeros',
      'filler-text': 'Texto de enchimento',
      'illustrative-data': 'Dados ilustrativos',
    },
    illustrativeAreas: (count: string) => `Áreas de cobertura ilustrativas: ${count}`,
    illustrativeField: 'Ilustrativo (bairros de exemplo da semente)',
  },
}

export type HealthMessages = (typeof healthMessages)['en']

export const messagesFor = (language: string | undefined): HealthMessages =>
  language === 'pt' ? healthMessages.pt : healthMessages.en
