import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { doc, h, link, p, ul } from '@/cms/seed/lexical'
import type { Refs, SeedPage } from './page-types'
import { toEnglish } from './settings'

/**
 * The TV area, in both countries: highlights, the TV guide, the channel listing, Stars on Stage and
 * ZAP's own channels. The novelas pages are elsewhere (pages.ts). English paths are /en + the same path.
 */

type LocaleCopy = SeedPage['pt']
type Layout = ReturnType<LocaleCopy['layout']>
/** Picks the copy of one language: $('Portuguese', 'English'). */
type Pick = (pt: string, en: string) => string
type Build = (ctx: { locale: Locale; $: Pick; to: (ptPath: string) => string; where: string }) => {
  title: string
  seo: LocaleCopy['seo']
  layout: (refs: Refs) => Layout
}

const WHERE = { ao: { pt: 'Angola', en: 'Angola' }, mz: { pt: 'Moçambique', en: 'Mozambique' } } as const

function tvPage(country: CountryCode, key: string, path: string, build: Build): SeedPage {
  const copy = (locale: Locale): LocaleCopy => {
    const $: Pick = (pt, en) => (locale === 'pt' ? pt : en)
    const to = (ptPath: string) => (locale === 'pt' ? ptPath : toEnglish(ptPath))
    return { path, ...build({ locale, $, to, where: WHERE[country][locale] }) }
  }
  return { key, pt: copy('pt'), en: copy('en') }
}

const GUIDE = '/tv/guia-tv'
const LISTING = '/tv/listagem-de-canais'
const STARS = '/tv/stars-on-stage'
const OWN = '/tv/zap-channels'
const NOVELAS = '/tv/zap-channels/novelas'
const PACKAGES = '/zap-satelite/pacotes-de-canais'
const COMPARISON = '/zap-satelite/comparacao-de-pacotes'

const highlights = (country: CountryCode) =>
  tvPage(country, 'tv-highlights', '/tv/destaques', ({ $, to, where }) => ({
    title: $('Destaques', 'Highlights'),
    seo: {
      title: $('Destaques da televisão ZAP', 'ZAP television highlights'),
      description: $(
        `O melhor da semana na ZAP em ${where}: a gala do Stars on Stage, novelas dobradas em português, futebol ao vivo e estreias de cinema.`,
        `The best of the week on ZAP in ${where}: the Stars on Stage gala, novelas dubbed in Portuguese, live football and film premieres.`,
      ),
    },
    layout: (refs) => [
      {
        blockType: 'spotlight',
        heading: $('Destaques da semana', 'This week’s highlights'),
        items: [
          {
            image: refs.media('tv-stars-on-stage'),
            title: 'Stars on Stage',
            text: $(
              'O concurso de canto da ZAP Viva está de volta: galas ao sábado à noite, com os novos talentos da música.',
              'ZAP Viva’s singing contest is back: galas on Saturday nights, with the new voices of music.',
            ),
            cta: { label: $('Conhecer o concurso', 'About the contest'), href: to(STARS) },
          },
          {
            image: refs.media('tv-highlights'),
            title: 'ZAP Novelas',
            text: $(
              'O Jogo da Vida, Acorrentada, Terra Amarga, Força de Viver e Fruto Proibido, todos os dias, dobradas em português.',
              'O Jogo da Vida, Acorrentada, Terra Amarga, Força de Viver and Fruto Proibido, every day, dubbed in Portuguese.',
            ),
            cta: { label: $('Ver as novelas', 'See the novelas'), href: to(NOVELAS) },
          },
          {
            image: refs.media('tv-football'),
            title: $('Futebol ao vivo', 'Live football'),
            text: $(
              `O campeonato ${country === 'ao' ? 'angolano' : 'moçambicano'} e a Liga Portugal na SportTV África, com a ZAP Ligue 1 e a LaLiga na ZAP nos pacotes Plus e Premium.`,
              `The ${country === 'ao' ? 'Angolan' : 'Mozambican'} league and Liga Portugal on SportTV África, with ZAP Ligue 1 and LaLiga na ZAP in the Plus and Premium packages.`,
            ),
            cta: { label: $('Ver os jogos no Guia TV', 'See the matches in the TV guide'), href: to(GUIDE) },
          },
        ],
      },
      {
        blockType: 'mediaText',
        heading: $('ZAP Viva: o canal que nos junta', 'ZAP Viva: the channel that brings us together'),
        body: doc(
          p(
            $(
              'Informação, entretenimento e talento africano, em português. Na ZAP Viva (posição 4, e 5 em HD) encontra as Manhãs ZAP Viva, o ZAP Viva Notícias duas vezes por dia, o Stars on Stage e o Diamante Bruto.',
              'News, entertainment and African talent, in Portuguese. On ZAP Viva (channel 4, and 5 in HD) you will find Manhãs ZAP Viva, ZAP Viva Notícias twice a day, Stars on Stage and Diamante Bruto.',
            ),
          ),
          p(
            $(
              'A ZAP Viva está em todos os pacotes, do Mini ao Premium.',
              'ZAP Viva is in every package, from Mini to Premium.',
            ),
          ),
        ),
        image: refs.media('tv-highlights'),
        imagePosition: 'right',
        cta: { label: $('Ver os canais ZAP', 'See the ZAP channels'), href: to(OWN) },
      },
      {
        blockType: 'richText',
        content: doc(
          h('h2', $('Também esta semana', 'Also this week')),
          ul(
            $(
              'Estreia ZAP Filmes todas as noites às 21h00 na ZAP Filmes 1 (pacotes Plus e Premium).',
              'A ZAP Filmes premiere every night at 9 pm on ZAP Filmes 1 (Plus and Premium packages).',
            ),
            $(
              'Canal Panda: Histórias para Dormir, todos os dias às 20h00.',
              'Canal Panda: Histórias para Dormir, every day at 8 pm.',
            ),
            $(
              'Top ZAP Música: os temas mais pedidos da semana, todos os dias às 11h00.',
              'Top ZAP Música: the week’s most requested songs, every day at 11 am.',
            ),
          ),
          p(
            $('Horários e canais completos no ', 'Full times and channels in the '),
            link($('Guia TV', 'TV guide'), to(GUIDE)),
            $('. Horários sujeitos a alteração.', '. Times may change.'),
          ),
        ),
      },
    ],
  }))

const guide = (country: CountryCode) =>
  tvPage(country, 'tv-guide', GUIDE, ({ $, to, where }) => ({
    title: $('Guia TV', 'TV guide'),
    seo: {
      title: $('Guia TV: a programação da ZAP', 'TV guide: what’s on ZAP'),
      description: $(
        `O que está a dar agora, esta noite e nos próximos seis dias em todos os canais ZAP em ${where}: novelas, notícias, futebol, filmes, infantil e música, hora a hora.`,
        `What is on now, tonight and over the next six days on every ZAP channel in ${where}: novelas, news, football, films, kids and music, hour by hour.`,
      ),
    },
    layout: () => [
      {
        blockType: 'tvGuide',
        heading: $('Guia TV', 'TV guide'),
        intro: $(
          `O que está a dar agora e a seguir, o que passa esta noite e a programação da semana de todos os canais ZAP em ${where}. Procure um canal pelo nome. Horas de ${where}.`,
          `What is on now and next, what is on tonight and the week’s schedule of every ZAP channel in ${where}. Find a channel by name. Times are ${where} time.`,
        ),
        // No channels chosen: every channel of the country, in line-up order.
      },
      {
        blockType: 'richText',
        content: doc(
          p(
            $(
              'Quer saber em que pacote está cada canal? Veja a ',
              'Want to know which package carries each channel? See the ',
            ),
            link($('listagem de canais', 'channel listing'), to(LISTING)),
            $(' ou ', ' or '),
            link($('compare os pacotes', 'compare the packages'), to(COMPARISON)),
            '.',
          ),
        ),
      },
    ],
  }))

const listing = (country: CountryCode) =>
  tvPage(country, 'tv-channel-listing', LISTING, ({ $, to, where }) => ({
    title: $('Listagem de canais', 'Channel listing'),
    seo: {
      title: $('Listagem de canais ZAP por pacote e género', 'ZAP channel listing by package and genre'),
      description: $(
        `Todos os canais da ZAP em ${where}, com a posição no descodificador: filtre por pacote (Mini, Max, Plus, Premium) e por género.`,
        `Every ZAP channel in ${where}, with its position on the decoder: filter by package (Mini, Max, Plus, Premium) and by genre.`,
      ),
    },
    layout: () => [
      {
        blockType: 'channelList',
        heading: $('Listagem de canais', 'Channel listing'),
        intro: $(
          'Escolha um pacote para ver os canais que inclui, ou um género para encontrar o que gosta de ver. O número é a posição do canal no descodificador.',
          'Choose a package to see the channels it includes, or a genre to find what you like to watch. The number is the channel’s position on the decoder.',
        ),
        ownOnly: false,
      },
      {
        blockType: 'richText',
        content: doc(
          p(
            $(
              'Cada pacote inclui os canais dos pacotes mais pequenos. Veja os preços em ',
              'Each package includes the channels of the smaller ones. See the prices in ',
            ),
            link($('Pacotes de canais', 'Channel packages'), to(PACKAGES)),
            $(' e o que está a dar hoje no ', ' and what is on today in the '),
            link($('Guia TV', 'TV guide'), to(GUIDE)),
            '.',
          ),
        ),
      },
    ],
  }))

const starsOnStage = (country: CountryCode) =>
  tvPage(country, 'tv-stars-on-stage', STARS, ({ $, to, where }) => ({
    title: 'Stars on Stage',
    seo: {
      title: $('Stars on Stage: o concurso de canto da ZAP Viva', 'Stars on Stage: the ZAP Viva singing contest'),
      description: $(
        'Vozes novas, jurados exigentes e galas em direto ao sábado à noite na ZAP Viva. Saiba como funciona o Stars on Stage e como votar.',
        'New voices, demanding judges and live galas on Saturday nights on ZAP Viva. Find out how Stars on Stage works and how to vote.',
      ),
    },
    layout: (refs) => [
      {
        blockType: 'mediaText',
        heading: 'Stars on Stage',
        body: doc(
          p(
            $(
              `O concurso de canto da ZAP Viva procura as melhores vozes de ${where} e dos países de língua portuguesa. Em cada gala, os concorrentes cantam ao vivo com banda e os jurados e o público decidem quem continua.`,
              `ZAP Viva’s singing contest looks for the best voices in ${where} and the Portuguese-speaking countries. At each gala the contestants sing live with a band, and the judges and the public decide who stays.`,
            ),
          ),
          p(
            $(
              'Galas em direto ao sábado às 20h30; às sextas, às 20h30, os bastidores da semana.',
              'Live galas on Saturdays at 8:30 pm; on Fridays at 8:30 pm, the week behind the scenes.',
            ),
          ),
        ),
        image: refs.media('tv-stars-on-stage'),
        imagePosition: 'right',
        cta: { label: $('Ver no Guia TV', 'See it in the TV guide'), href: to(GUIDE) },
      },
      {
        blockType: 'featureGrid',
        heading: $('Como funciona', 'How it works'),
        intro: $(
          'Da audição à grande final, em quatro fases.',
          'From the audition to the grand final, in four stages.',
        ),
        items: [
          {
            icon: 'music',
            title: $('Audições', 'Auditions'),
            text: $(
              'Os candidatos cantam para os jurados em audições em Luanda e Maputo. Só os melhores passam às galas.',
              'Candidates sing for the judges at auditions in Luanda and Maputo. Only the best go through to the galas.',
            ),
          },
          {
            icon: 'star',
            title: $('Galas em direto', 'Live galas'),
            text: $(
              'Todos os sábados, os concorrentes atuam ao vivo com banda. Um é eliminado no fim de cada gala.',
              'Every Saturday the contestants perform live with a band. One leaves at the end of each gala.',
            ),
          },
          {
            icon: 'phone',
            title: $('O público vota', 'The public votes'),
            text: $(
              'Durante a gala, vote por SMS no seu concorrente favorito. Os números aparecem no ecrã.',
              'During the gala, vote by text message for your favourite contestant. The numbers are shown on screen.',
            ),
          },
          {
            icon: 'gift',
            title: $('A grande final', 'The grand final'),
            text: $(
              'O vencedor grava um disco e atua nos grandes palcos da temporada.',
              'The winner records an album and performs on the season’s big stages.',
            ),
          },
        ],
        cta: { label: $('Ver a ZAP Viva', 'About ZAP Viva'), href: to(OWN) },
      },
      {
        blockType: 'accordion',
        heading: $('Perguntas frequentes', 'Frequently asked questions'),
        items: [
          {
            title: $('Onde posso ver o Stars on Stage?', 'Where can I watch Stars on Stage?'),
            body: doc(
              p(
                $(
                  'Na ZAP Viva (posição 4, e 5 em HD), incluída em todos os pacotes ZAP. Veja os horários no ',
                  'On ZAP Viva (channel 4, and 5 in HD), included in every ZAP package. See the times in the ',
                ),
                link($('Guia TV', 'TV guide'), to(GUIDE)),
                '.',
              ),
            ),
          },
          {
            title: $('Quem se pode inscrever?', 'Who can sign up?'),
            body: doc(
              p(
                $(
                  'Maiores de 16 anos que cantem em português ou noutra língua de África. As inscrições para a próxima temporada são anunciadas na ZAP Viva e nas redes sociais da ZAP.',
                  'Anyone over 16 who sings in Portuguese or another African language. Sign-ups for the next season are announced on ZAP Viva and ZAP’s social networks.',
                ),
              ),
            ),
          },
          {
            title: $('Quanto custa votar?', 'How much does a vote cost?'),
            body: doc(
              p(
                $(
                  'O custo de cada SMS é o indicado no ecrã durante a gala, conforme o seu operador.',
                  'Each text costs what is shown on screen during the gala, depending on your mobile operator.',
                ),
              ),
            ),
          },
          {
            title: $('Perdi a gala. Posso rever?', 'I missed the gala. Can I watch it again?'),
            body: doc(
              p(
                $(
                  'Sim: a gala é repetida nas Noites ZAP Viva, depois da meia-noite.',
                  'Yes: the gala is repeated in Noites ZAP Viva, after midnight.',
                ),
              ),
            ),
          },
        ],
      },
    ],
  }))

const ownChannels = (country: CountryCode) =>
  tvPage(country, 'tv-zap-channels', OWN, ({ $, to }) => ({
    title: $('Canais ZAP', 'ZAP channels'),
    seo: {
      title: $(
        'Canais ZAP: ZAP Viva, ZAP Novelas, ZAP Filmes e mais',
        'ZAP channels: ZAP Viva, ZAP Novelas, ZAP Filmes and more',
      ),
      description: $(
        'Os canais produzidos pela ZAP: generalista, novelas, filmes, música e futebol, em português. Saiba o que dá em cada um e em que pacote está.',
        'The channels made by ZAP: general entertainment, novelas, films, music and football, in Portuguese. Find out what each one shows and which package has it.',
      ),
    },
    layout: () => [
      {
        blockType: 'channelList',
        heading: $('Canais ZAP', 'ZAP channels'),
        intro: $(
          'Canais feitos pela ZAP, em português, para quem gosta de novelas, cinema, música e futebol.',
          'Channels made by ZAP, in Portuguese, for lovers of novelas, cinema, music and football.',
        ),
        ownOnly: true,
      },
      {
        blockType: 'richText',
        content: doc(
          p(
            $('Conheça o ', 'Discover '),
            link('ZAP Novelas', to(NOVELAS)),
            $(', veja a programação no ', ', see the schedule in the '),
            link($('Guia TV', 'TV guide'), to(GUIDE)),
            $(' ou todos os canais na ', ' or every channel in the '),
            link($('listagem de canais', 'channel listing'), to(LISTING)),
            '.',
          ),
        ),
      },
    ],
  }))

/** The TV pages of a country (both languages). */
export function tvPages(country: CountryCode): SeedPage[] {
  return [highlights(country), guide(country), listing(country), starsOnStage(country), ownChannels(country)]
}

/** Illustrations of the TV pages (registered in seedMedia). */
export const tvMedia = [
  {
    key: 'tv-stars-on-stage',
    file: 'tv-stars-on-stage.webp',
    alt: {
      pt: 'Microfone num palco iluminado por dois holofotes, com estrelas',
      en: 'A microphone on a stage lit by two spotlights, with stars',
    },
  },
  {
    key: 'tv-highlights',
    file: 'tv-highlights.webp',
    alt: {
      pt: 'Televisor com um botão de reprodução em fundo rosa',
      en: 'A television with a play button on a pink background',
    },
  },
  {
    key: 'tv-football',
    file: 'tv-football.webp',
    alt: { pt: 'Bola de futebol num relvado com as linhas do campo', en: 'A football on a pitch with its markings' },
  },
]
