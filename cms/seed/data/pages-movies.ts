import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { doc, h, link, p, ul } from '@/cms/seed/lexical'
import type { Refs, SeedPage } from './page-types'
import { toEnglish } from './settings'

/**
 * The ZAP Filmes channel page (both countries), the ZAP ON app and direct debit (Angola only:
 * Mozambique redirects /zap-on and /debito-directo to /). Prices and conditions are illustrative.
 */

type LocaleCopy = SeedPage['pt']
type Layout = ReturnType<LocaleCopy['layout']>
/** Picks the copy of one language: $('Portuguese', 'English'). */
type Pick = (pt: string, en: string) => string

type Build = (
  locale: Locale,
  $: Pick,
  to: (ptPath: string) => string,
) => { title: string; seo: LocaleCopy['seo']; layout: (refs: Refs) => Layout }

function page(key: string, ptPath: string, build: Build): SeedPage {
  const copy = (locale: Locale): LocaleCopy => {
    const $: Pick = (pt, en) => (locale === 'pt' ? pt : en)
    const to = (path: string) => (locale === 'pt' ? path : toEnglish(path))
    // Stored paths carry no /en prefix; the English one may be worded differently (zap-filmes -> zap-movies).
    const path = locale === 'pt' ? ptPath : toEnglish(ptPath).replace(/^\/en/, '') || '/'
    return { path, ...build(locale, $, to) }
  }
  return { key, pt: copy('pt'), en: copy('en') }
}

/** Accordion items from question and answer pairs; an answer may end with a link. */
function faq(items: [question: string, answer: string, more?: [label: string, href: string]][]) {
  return items.map(([title, answer, more]) => ({
    title,
    body: more ? doc(p(answer, ' ', link(more[0], more[1]), '.')) : doc(p(answer)),
  }))
}

const CONTACTS = '/apoio-ao-cliente/contactos'
const PACKAGES = '/zap-satelite/pacotes-de-canais'
/** The ZAP ON store pages (the same fictional listings as the app popup, cms/seed/data/settings-popup.ts). */
const STORES = {
  apple: 'https://apps.apple.com/ao/app/zap-on/id1460000001',
  play: 'https://play.google.com/store/apps/details?id=ao.co.zap.on&hl=pt_PT',
}

const zapFilmes = (country: CountryCode) =>
  page('zap-filmes', '/zap-satelite/zap-filmes', (_l, $, to) => {
    const where = country === 'ao' ? $('Angola', 'Angola') : $('Moçambique', 'Mozambique')
    return {
      title: $('ZAP Filmes', 'ZAP Movies'),
      seo: {
        title: $(
          'ZAP Filmes: os filmes do mês e os canais de cinema da ZAP',
          'ZAP Movies: this month’s films and ZAP’s film channels',
        ),
        description: $(
          `ZAP Filmes 1, 2, 3 e HD em ${where}: estreias, ação, comédia e filmes para a família. Veja a programação do mês, sinopses e trailers.`,
          `ZAP Filmes 1, 2, 3 and HD in ${where}: premieres, action, comedy and family films. See this month’s programme, synopses and trailers.`,
        ),
      },
      layout: (refs) => [
        {
          blockType: 'mediaText',
          heading: $('ZAP Filmes: cinema em casa, todos os dias', 'ZAP Filmes: cinema at home, every day'),
          image: refs.media('movies-channels'),
          imagePosition: 'right',
          body: doc(
            p(
              $(
                'Quatro canais de filmes da ZAP, com novos títulos todos os meses, dobrados ou legendados em português.',
                'Four ZAP film channels, with new titles every month, dubbed or subtitled in Portuguese.',
              ),
            ),
            ul(
              $(
                'ZAP Filmes 1 (posição 100): estreias de cinema e grandes sucessos.',
                'ZAP Filmes 1 (channel 100): cinema premieres and blockbusters.',
              ),
              $(
                'ZAP Filmes 2 (posição 101): ação, aventura e suspense.',
                'ZAP Filmes 2 (channel 101): action, adventure and thrillers.',
              ),
              $(
                'ZAP Filmes 3 (posição 102): comédias e filmes para toda a família.',
                'ZAP Filmes 3 (channel 102): comedies and family films.',
              ),
              $(
                'ZAP Filmes HD (posição 103): os filmes da ZAP em alta definição.',
                "ZAP Filmes HD (channel 103): ZAP's films in high definition.",
              ),
            ),
            p(
              $(
                'ZAP Filmes 1, 2 e 3 estão nos pacotes Plus e Premium; o ZAP Filmes HD, no Premium. Posições ilustrativas.',
                'ZAP Filmes 1, 2 and 3 are in the Plus and Premium packages; ZAP Filmes HD in Premium. Channel numbers are illustrative.',
              ),
            ),
          ),
          cta: { label: $('Ver pacotes', 'See packages'), href: to(PACKAGES) },
        },
        {
          blockType: 'movieProgramme',
          view: 'cards',
          heading: $('Em destaque este mês', 'Showing this month'),
          intro: $(
            'Abra a sinopse de cada filme e veja o trailer antes de escolher o que ver esta noite.',
            'Open each film’s synopsis and watch the trailer before you choose what to watch tonight.',
          ),
        },
        {
          blockType: 'movieProgramme',
          view: 'monthly',
          heading: $('A lista do mês', 'This month’s list'),
          intro: $(
            'Todos os filmes do mês nos canais ZAP Filmes, de A a Z.',
            'Every film of the month on the ZAP Filmes channels, A to Z.',
          ),
        },
      ],
    }
  })

const zapOn = page('zap-on', '/zap-on', (_l, $, to) => ({
  title: 'ZAP ON',
  seo: {
    title: $(
      'ZAP ON: a televisão da ZAP no telemóvel, tablet e computador',
      'ZAP ON: ZAP television on your phone, tablet and computer',
    ),
    description: $(
      'Com a app ZAP ON veja os canais do seu pacote em direto, reveja programas dos últimos 7 dias e descarregue filmes para ver sem internet.',
      'With the ZAP ON app, watch your package’s channels live, catch up on the last 7 days and download films to watch offline.',
    ),
  },
  layout: (refs) => [
    {
      blockType: 'mediaText',
      heading: $('ZAP ON: a sua televisão, onde estiver', 'ZAP ON: your television, wherever you are'),
      image: refs.media('zap-on-app'),
      imagePosition: 'right',
      body: doc(
        p(
          $(
            'A ZAP ON é a aplicação que leva os canais do seu pacote ZAP para o telemóvel, o tablet e o computador. Veja o jogo no caminho para casa, acabe a novela na cama e deixe a televisão da sala para quem quiser.',
            'ZAP ON is the app that brings your ZAP package’s channels to your phone, tablet and computer. Watch the match on the way home, finish the novela in bed and leave the living-room TV to everyone else.',
          ),
        ),
        p(
          $(
            'Incluída sem custo adicional com o seu pacote ZAP ativo (condições ilustrativas). Entre com os dados da sua conta ZAP.',
            'Included at no extra cost with your active ZAP package (illustrative conditions). Sign in with your ZAP account details.',
          ),
        ),
      ),
      cta: { label: $('Descarregar a app', 'Get the app'), href: STORES.play },
    },
    {
      blockType: 'featureGrid',
      heading: $('Tudo o que pode fazer com a ZAP ON', 'Everything you can do with ZAP ON'),
      items: [
        {
          icon: 'tv',
          title: $('Canais em direto', 'Live channels'),
          text: $(
            'Os canais do seu pacote, com ZAP Viva, ZAP Novelas e ZAP Filmes, em direto e com o guia TV.',
            'Your package’s channels, including ZAP Viva, ZAP Novelas and ZAP Filmes, live and with the TV guide.',
          ),
        },
        {
          icon: 'play',
          title: $('Replay de 7 dias', '7-day replay'),
          text: $(
            'Perdeu o episódio de ontem? Reveja os programas dos últimos 7 dias quando lhe der jeito.',
            'Missed yesterday’s episode? Catch up on the last 7 days whenever it suits you.',
          ),
        },
        {
          icon: 'globe',
          title: $('Em qualquer ecrã', 'On any screen'),
          text: $(
            'Telemóvel, tablet e computador: até 3 aparelhos registados e 2 a ver ao mesmo tempo.',
            'Phone, tablet and computer: up to 3 registered devices and 2 watching at once.',
          ),
        },
        {
          icon: 'download',
          title: $('Descarregue e veja sem internet', 'Download and watch offline'),
          text: $(
            'Guarde filmes e séries no telemóvel quando tiver Wi-Fi e veja-os em viagem, sem gastar dados.',
            'Save films and series on your phone over Wi-Fi and watch them on the move, without using data.',
          ),
        },
        {
          icon: 'kids',
          title: $('Perfil infantil', 'Kids profile'),
          text: $(
            'Um perfil só com canais e títulos para crianças, protegido por PIN.',
            'A profile with only children’s channels and titles, protected by a PIN.',
          ),
        },
        {
          icon: 'shield',
          title: $('A sua conta, segura', 'Your account, secure'),
          text: $(
            'Gira os aparelhos ligados à sua conta e termine sessões à distância.',
            'Manage the devices linked to your account and sign them out remotely.',
          ),
        },
      ],
    },
    {
      blockType: 'accordion',
      heading: $('Perguntas frequentes sobre a ZAP ON', 'ZAP ON questions'),
      items: faq([
        [
          $('Quanto custa a ZAP ON?', 'How much does ZAP ON cost?'),
          $(
            'Nada a mais: está incluída no seu pacote ZAP enquanto estiver ativo (condições ilustrativas). Os dados móveis são cobrados pelo seu operador.',
            'Nothing extra: it is included with your ZAP package while it is active (illustrative conditions). Mobile data is charged by your network operator.',
          ),
        ],
        [
          $('Que canais posso ver?', 'Which channels can I watch?'),
          $(
            'Os do seu pacote, com exceção de alguns canais de terceiros sem direitos para transmissão na internet. Veja os',
            'Those in your package, except a few third-party channels without internet streaming rights. See the',
          ),
          [$('pacotes de canais', 'channel packages'), to(PACKAGES)],
        ],
        [
          $('Quantos dados gasta uma hora de televisão?', 'How much data does an hour of TV use?'),
          $(
            'Cerca de 0,7 GB em qualidade normal e 0,3 GB em modo poupança. Em Wi-Fi ou com a opção "descarregar" não gasta dados móveis.',
            'About 0.7 GB in normal quality and 0.3 GB in data-saver mode. Over Wi-Fi, or with downloads, it uses no mobile data.',
          ),
        ],
        [
          $('Posso ver fora de Angola?', 'Can I watch outside Angola?'),
          $(
            'Os canais em direto só estão disponíveis em Angola, por causa dos direitos de transmissão. Os títulos descarregados podem ser vistos em viagem.',
            'Live channels are only available in Angola, because of broadcast rights. Downloaded titles can be watched while travelling.',
          ),
        ],
        [
          $('Esqueci-me dos dados de acesso. O que faço?', 'I forgot my sign-in details. What do I do?'),
          $(
            'Use a opção "recuperar palavra-passe" na app ou fale connosco em',
            'Use the "reset password" option in the app or talk to us at',
          ),
          [$('Contactos', 'Contacts'), to(CONTACTS)],
        ],
      ]),
    },
    {
      blockType: 'richText',
      content: doc(
        h('h2', $('Descarregue a ZAP ON', 'Get ZAP ON')),
        p(
          $(
            'Grátis para Android e para iPhone e iPad. Instale, entre com a sua conta ZAP e comece a ver.',
            'Free for Android and for iPhone and iPad. Install it, sign in with your ZAP account and start watching.',
          ),
        ),
        p(
          link($('Descarregar na Google Play', 'Get it on Google Play'), STORES.play),
          ' · ',
          link($('Descarregar na App Store', 'Download on the App Store'), STORES.apple),
        ),
      ),
    },
  ],
}))

const directDebit = page('direct-debit', '/debito-directo', (_l, $, to) => ({
  title: $('Débito directo', 'Direct debit'),
  seo: {
    title: $(
      'Débito directo: pague o seu pacote ZAP sem filas',
      'Direct debit: pay for your ZAP package without queues',
    ),
    description: $(
      'Adira ao débito directo e o seu pacote ZAP é pago da sua conta bancária na data que escolher. Sem filas, sem esquecimentos, sem cortes de sinal.',
      'Sign up for direct debit and your ZAP package is paid from your bank account on the date you choose. No queues, no forgetting, no loss of signal.',
    ),
  },
  layout: (refs) => [
    {
      blockType: 'mediaText',
      heading: $('Débito directo: o seu pacote pago a tempo', 'Direct debit: your package paid on time'),
      image: refs.media('direct-debit'),
      imagePosition: 'left',
      body: doc(
        p(
          $(
            'Com o débito directo autoriza a ZAP a cobrar o carregamento do seu pacote diretamente na sua conta bancária, todos os meses, na data que escolher.',
            'With direct debit you authorise ZAP to collect your package top-up straight from your bank account, every month, on the date you choose.',
          ),
        ),
        ul(
          $(
            'Não fica sem sinal por se esquecer de carregar.',
            'You never lose your signal because you forgot to top up.',
          ),
          $(
            'Recebe um SMS três dias antes de cada cobrança.',
            'You get a text message three days before each payment.',
          ),
          $('Cancela quando quiser, sem custos da ZAP.', 'Cancel whenever you like, at no cost from ZAP.'),
        ),
      ),
      cta: { label: $('Quero aderir', 'Sign me up'), href: to(CONTACTS) },
    },
    {
      blockType: 'featureGrid',
      heading: $('Como aderir, em quatro passos', 'How to sign up, in four steps'),
      intro: $(
        'A adesão demora poucos minutos, numa loja ZAP ou por telefone.',
        'Signing up takes a few minutes, at a ZAP store or by phone.',
      ),
      items: [
        {
          icon: 'card',
          title: $('1. Tenha à mão', '1. Have to hand'),
          text: $(
            'O seu documento de identificação, o IBAN da conta bancária e o número do cartão ZAP.',
            'Your identity document, your bank account IBAN and your ZAP card number.',
          ),
        },
        {
          icon: 'phone',
          title: $('2. Peça a adesão', '2. Ask to sign up'),
          text: $(
            'Numa loja ZAP ou deixe o seu contacto e ligamos-lhe para tratar de tudo.',
            'At a ZAP store, or leave your number and we call you to arrange everything.',
          ),
        },
        {
          icon: 'shield',
          title: $('3. Autorize a cobrança', '3. Authorise the payment'),
          text: $(
            'Assine a autorização de débito, com a data e o valor máximo que aceita pagar.',
            'Sign the debit authorisation, with the date and the maximum amount you agree to pay.',
          ),
        },
        {
          icon: 'calendar',
          title: $('4. Está feito', '4. You’re done'),
          text: $(
            'A primeira cobrança é feita no próximo carregamento; a partir daí, todos os meses na data escolhida.',
            'The first payment is taken at your next top-up; from then on, every month on your chosen date.',
          ),
        },
      ],
      cta: { label: $('Pedir que me liguem', 'Ask us to call you'), href: to(CONTACTS) },
    },
    {
      blockType: 'accordion',
      heading: $('Perguntas frequentes sobre o débito directo', 'Direct debit questions'),
      items: faq([
        [
          $('Quanto custa aderir?', 'How much does it cost to sign up?'),
          $(
            'A ZAP não cobra nada pela adesão nem pelas cobranças. O seu banco pode cobrar comissões; confirme no seu balcão (condições ilustrativas).',
            'ZAP charges nothing for signing up or for the payments. Your bank may charge fees; check with your branch (illustrative conditions).',
          ),
        ],
        [
          $('Que contas posso usar?', 'Which accounts can I use?'),
          $(
            'Contas à ordem em kwanzas, em bancos angolanos que aceitam débitos diretos. O titular da conta tem de assinar a autorização.',
            'Current accounts in kwanzas at Angolan banks that accept direct debits. The account holder must sign the authorisation.',
          ),
        ],
        [
          $('E se não houver saldo no dia da cobrança?', 'What if there is not enough money on the payment day?'),
          $(
            'A cobrança não é feita e avisamos por SMS. Pode carregar pelos meios habituais e a cobrança seguinte acontece na data de sempre.',
            'The payment is not taken and we let you know by text. You can top up in the usual ways, and the next payment is taken on the usual date.',
          ),
        ],
        [
          $('Posso mudar de pacote ou de data?', 'Can I change package or date?'),
          $(
            'Sim. A mudança vale a partir da cobrança seguinte; o valor acompanha sempre o pacote que tiver.',
            'Yes. The change applies from the next payment; the amount always follows the package you have.',
          ),
        ],
        [
          $('Como cancelo?', 'How do I cancel?'),
          $(
            'Numa loja ZAP, no seu banco ou pedindo-nos que lhe liguemos. O cancelamento vale para a cobrança seguinte.',
            'At a ZAP store, at your bank, or by asking us to call you. The cancellation applies to the next payment.',
          ),
          [$('Contactos', 'Contacts'), to(CONTACTS)],
        ],
      ]),
    },
    {
      blockType: 'richText',
      content: doc(
        h('h2', $('Prefere que lhe expliquemos?', 'Would you rather we explained?')),
        p(
          $(
            'Deixe o seu número e um assistente ZAP liga-lhe para tirar dúvidas e tratar da adesão: ',
            'Leave your number and a ZAP adviser will call you to answer your questions and sign you up: ',
          ),
          link($('pedir que me liguem', 'ask us to call you'), to(CONTACTS)),
          '.',
        ),
      ),
    },
  ],
}))

/** Pages of this file for a country: ZAP Filmes everywhere; ZAP ON and direct debit in Angola. */
export function moviesPages(country: CountryCode): SeedPage[] {
  return [zapFilmes(country), ...(country === 'ao' ? [zapOn, directDebit] : [])]
}
