/**
 * Select options as the admin shows them: the stored value stays as it is (pages, filters and
 * forms use it), the editor reads a word in their language instead of a raw value like "satelite".
 */
export type Bilingual = { pt: string; en: string }

export const optionsOf = <V extends string>(values: readonly V[], labels: Record<V, Bilingual>) =>
  values.map((value) => ({ value, label: labels[value] }))

/** Names that read the same in both languages (provinces, formats, the site's icon names). */
export const sameInBoth = (values: readonly string[]) =>
  values.map((value) => ({ value, label: { pt: value, en: value } }))

export const SERVICE_LABELS = {
  satelite: { pt: 'Satélite', en: 'Satellite' },
  fibra: { pt: 'Fibra', en: 'Fibre' },
  cinema: { pt: 'Cinema', en: 'Cinema' },
} satisfies Record<string, Bilingual>

export const FAQ_CATEGORY_LABELS = {
  satelite: { pt: 'Satélite', en: 'Satellite' },
  fibra: { pt: 'Fibra', en: 'Fibre' },
  pagamentos: { pt: 'Pagamentos', en: 'Payments' },
  equipamento: { pt: 'Equipamento', en: 'Equipment' },
  conta: { pt: 'Conta', en: 'Account' },
  cinema: { pt: 'Cinema', en: 'Cinema' },
}

export const CHANNEL_GENRE_LABELS = {
  generalista: { pt: 'Generalista', en: 'General' },
  noticias: { pt: 'Notícias', en: 'News' },
  desporto: { pt: 'Desporto', en: 'Sport' },
  'filmes-series': { pt: 'Filmes e séries', en: 'Films and series' },
  novelas: { pt: 'Novelas', en: 'Soap operas' },
  infantil: { pt: 'Infantil', en: 'Children' },
  musica: { pt: 'Música', en: 'Music' },
  documentarios: { pt: 'Documentários', en: 'Documentaries' },
  religioso: { pt: 'Religioso', en: 'Religious' },
  internacional: { pt: 'Internacional', en: 'International' },
}

export const MANUAL_CATEGORY_LABELS = {
  descodificador: { pt: 'Descodificador', en: 'Decoder' },
  router: { pt: 'Router', en: 'Router' },
  comando: { pt: 'Comando', en: 'Remote control' },
  app: { pt: 'Aplicação', en: 'App' },
  instalacao: { pt: 'Instalação', en: 'Installation' },
}

export const VIDEO_CLUB_TAB_LABELS = {
  filmes: { pt: 'Filmes', en: 'Films' },
  series: { pt: 'Séries', en: 'Series' },
  infantil: { pt: 'Infantil', en: 'Children' },
  documentarios: { pt: 'Documentários', en: 'Documentaries' },
}

export const NEWS_CATEGORY_LABELS = {
  empresa: { pt: 'Empresa', en: 'Company' },
  'vida-zap': { pt: 'Vida ZAP', en: 'Life at ZAP' },
  cinema: { pt: 'Cinema', en: 'Cinema' },
}

export const NOVEL_ORIGIN_LABELS = {
  brasil: { pt: 'Brasil', en: 'Brazil' },
  turquia: { pt: 'Turquia', en: 'Turkey' },
  mexico: { pt: 'México', en: 'Mexico' },
  portugal: { pt: 'Portugal', en: 'Portugal' },
  outro: { pt: 'Outra', en: 'Other' },
}

export const STORE_KIND_LABELS = {
  loja: { pt: 'Loja', en: 'Shop' },
  agente: { pt: 'Agente', en: 'Agent' },
  comercial: { pt: 'Comercial credenciado (fibra)', en: 'Accredited fibre seller' },
}

export const TALENT_LABELS = {
  apresentacao: { pt: 'Apresentação', en: 'Presenting' },
  representacao: { pt: 'Representação', en: 'Acting' },
  canto: { pt: 'Canto', en: 'Singing' },
  danca: { pt: 'Dança', en: 'Dance' },
  humor: { pt: 'Humor', en: 'Comedy' },
  outro: { pt: 'Outro', en: 'Other' },
}

export const PROPERTY_TYPE_LABELS = {
  moradia: { pt: 'Moradia', en: 'House' },
  apartamento: { pt: 'Apartamento', en: 'Flat' },
  empresa: { pt: 'Empresa', en: 'Business' },
}

export const FIBRE_INTEREST_LABELS = {
  'tv-net': { pt: 'TV e Internet', en: 'TV and internet' },
  net: { pt: 'Só Internet', en: 'Internet only' },
  'nao-sei': { pt: 'Ainda não sei', en: 'Not sure yet' },
}

export const CONTACT_TIME_LABELS = {
  manha: { pt: 'Manhã', en: 'Morning' },
  tarde: { pt: 'Tarde', en: 'Afternoon' },
  qualquer: { pt: 'Qualquer hora', en: 'Any time' },
}

export const EDUCATION_LEVEL_LABELS = {
  secundario: { pt: 'Ensino secundário', en: 'Secondary school' },
  'tecnico-profissional': { pt: 'Técnico-profissional', en: 'Vocational' },
  licenciatura: { pt: 'Licenciatura', en: "Bachelor's degree" },
  mestrado: { pt: 'Mestrado', en: "Master's degree" },
  doutoramento: { pt: 'Doutoramento', en: 'Doctorate' },
}

export const NEWSLETTER_SERVICE_LABELS = {
  Satélite: { pt: 'Satélite', en: 'Satellite' },
  Fibra: { pt: 'Fibra', en: 'Fibre' },
  Cinema: { pt: 'Cinema', en: 'Cinema' },
  On: { pt: 'ZAP On', en: 'ZAP On' },
  TV: { pt: 'TV', en: 'TV' },
  Outro: { pt: 'Outro', en: 'Other' },
}

export const LANGUAGE_LABELS = {
  pt: { pt: 'Português', en: 'Portuguese' },
  en: { pt: 'Inglês', en: 'English' },
}

export const MENU_SECTION_LABELS = {
  satelite: { pt: 'Satélite', en: 'Satellite' },
  fibra: { pt: 'Fibra', en: 'Fibre' },
  tv: { pt: 'TV', en: 'TV' },
  cinema: { pt: 'Cinema', en: 'Cinema' },
  on: { pt: 'ZAP On', en: 'ZAP On' },
  debito: { pt: 'Débito', en: 'Direct debit' },
  help: { pt: 'Apoio ao cliente', en: 'Customer support' },
  about: { pt: 'A ZAP', en: 'About ZAP' },
  media: { pt: 'Media', en: 'Media' },
  life: { pt: 'Vida ZAP', en: 'Life at ZAP' },
  work: { pt: 'Trabalhar na ZAP', en: 'Work at ZAP' },
  partners: { pt: 'Parceiros', en: 'Partners' },
}
