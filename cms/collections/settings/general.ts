import type { Tab } from 'payload'
import { angolaOnly, url } from '@/cms/collections/settings/field-kinds'

/** The operator's name and, in Angola, the business site. */
export const generalTab: Tab = {
  label: { pt: 'Geral', en: 'General' },
  fields: [
    {
      name: 'operatorName',
      label: { pt: 'Nome do operador', en: 'Operator name' },
      type: 'text',
      required: true,
      defaultValue: 'ZAP',
      admin: {
        description: {
          pt: 'Prefixo dos assuntos dos pedidos "Ligue-me".',
          en: 'Prefix of call-back request subjects.',
        },
      },
    },
    url(
      'empresasUrl',
      { pt: 'Site de empresas', en: 'Business site' },
      {
        pt: 'Site externo para empresas, na barra de topo de Angola.',
        en: "External business site, in Angola's top bar.",
      },
      angolaOnly,
    ),
  ],
}
