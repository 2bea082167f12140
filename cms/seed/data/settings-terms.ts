import type { CountryCode } from '@/lib/countries'

type Lang = 0 | 1

/** What differs between the countries' terms (plainly fictional contacts, as in settings.ts). */
const local = {
  ao: {
    company: 'ZAP Media, S.A.',
    country: ['Angola', 'Angola'],
    currency: 'Kz',
    regulator: 'INACOM',
    email: 'apoio@example.co.ao',
    phone: '+244 222 000 000',
    law: ['a lei angolana', 'Angolan law'],
    court: ['Luanda', 'Luanda'],
  },
  mz: {
    company: 'Mstar-ZAP Moçambique',
    country: ['Moçambique', 'Mozambique'],
    currency: 'MT',
    regulator: 'INCM',
    email: 'apoio@example.co.mz',
    phone: '+258 21 000 000',
    law: ['a lei moçambicana', 'Mozambican law'],
    court: ['Maputo', 'Maputo'],
  },
} as const

/**
 * The terms and conditions of a country in one language (0 = pt, 1 = en): the `terms` group of its
 * settings. Descriptions are simple HTML, as editors type them; they are sanitized when shown.
 */
export function termsSettings(country: CountryCode, lang: Lang) {
  const c = local[country]
  const contacts = lang === 0 ? '/apoio-ao-cliente/contactos' : '/en/help/contacts'
  const pt = [
    {
      term: 'Objeto e aceitação',
      description:
        `<p>Estes termos regulam a utilização do site e a subscrição dos serviços da <strong>${c.company}</strong> em ${c.country[0]}, ` +
        'incluindo a newsletter e os pedidos de contacto.</p><p>Ao enviar um formulário, declara que leu e aceita estes termos.</p>',
    },
    {
      term: 'Serviços pré-pagos e carregamentos',
      description:
        '<p>Os pacotes ZAP são pré-pagos e ficam ativos durante <strong>30 dias</strong> a contar do carregamento.</p>' +
        `<ul><li>Os preços são indicados em ${c.currency} e incluem os impostos aplicáveis.</li>` +
        '<li>A mudança de pacote produz efeito no carregamento seguinte.</li>' +
        '<li>Os valores carregados não são reembolsáveis, salvo nos casos previstos na lei.</li></ul>',
    },
    {
      term: 'Equipamento',
      description:
        '<p>O descodificador e a antena são propriedade do cliente a partir da compra, com a garantia legal do fabricante.</p>' +
        '<p>A instalação por técnicos não autorizados pode anular a garantia.</p>',
    },
    {
      term: 'Dados pessoais',
      description:
        '<p>Os dados enviados nos formulários (nome, telefone, e-mail) são usados apenas para responder ao seu pedido ' +
        'e, se o pediu, para lhe enviar a newsletter. Pode pedir o acesso, a correção ou a eliminação dos seus dados a qualquer momento.</p>' +
        `<p>Escreva para <a href="mailto:${c.email}">${c.email}</a>.</p>`,
    },
    {
      term: 'Apoio ao cliente e reclamações',
      description:
        `<p>Contacte-nos pelo <strong>${c.phone}</strong> ou pelos canais indicados na página ` +
        `<a href="${contacts}">Contactos</a>. As reclamações podem também ser dirigidas ao regulador (${c.regulator}).</p>`,
    },
    {
      term: 'Lei aplicável',
      description: `<p>Estes termos regem-se por ${c.law[0]}. Para qualquer litígio é competente o foro da comarca de ${c.court[0]}.</p>`,
    },
  ]
  const en = [
    {
      term: 'Purpose and acceptance',
      description:
        `<p>These terms govern the use of this website and the subscription of <strong>${c.company}</strong> services in ${c.country[1]}, ` +
        'including the newsletter and call-back requests.</p><p>By sending a form you confirm that you have read and accept these terms.</p>',
    },
    {
      term: 'Prepaid services and top-ups',
      description:
        '<p>ZAP packages are prepaid and stay active for <strong>30 days</strong> from the top-up.</p>' +
        `<ul><li>Prices are shown in ${c.currency} and include applicable taxes.</li>` +
        '<li>A change of package takes effect at the next top-up.</li>' +
        '<li>Top-ups are not refundable, except where the law provides otherwise.</li></ul>',
    },
    {
      term: 'Equipment',
      description:
        '<p>The decoder and dish belong to the customer once bought, with the manufacturer’s legal warranty.</p>' +
        '<p>Installation by unauthorised technicians may void the warranty.</p>',
    },
    {
      term: 'Personal data',
      description:
        '<p>The data you send in our forms (name, phone, e-mail) is used only to answer your request and, if you asked for it, ' +
        'to send you the newsletter. You may ask to access, correct or delete your data at any time.</p>' +
        `<p>Write to <a href="mailto:${c.email}">${c.email}</a>.</p>`,
    },
    {
      term: 'Customer support and complaints',
      description:
        `<p>Contact us on <strong>${c.phone}</strong> or through the channels on the <a href="${contacts}">Contacts</a> page. ` +
        `Complaints may also be addressed to the regulator (${c.regulator}).</p>`,
    },
    {
      term: 'Governing law',
      description: `<p>These terms are governed by ${c.law[1]}. The courts of ${c.court[1]} have jurisdiction over any dispute.</p>`,
    },
  ]
  return { items: lang === 0 ? pt : en }
}
