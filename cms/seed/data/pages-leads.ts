import type { CountryCode } from '@/lib/countries'
import { doc, h, p, ul } from '@/cms/seed/lexical'
import type { SeedPage } from './page-types'

const where = { ao: { pt: 'Angola', en: 'Angola' }, mz: { pt: 'Moçambique', en: 'Mozambique' } } as const

/** /a-zap/candidatura/{id}: the application form for one advertised job (the id comes from the address). */
function jobApplication(): SeedPage {
  return {
    key: 'job-application',
    takesId: true,
    pt: {
      title: 'Candidatura',
      path: '/a-zap/candidatura',
      seo: {
        title: 'Candidatura a uma vaga na ZAP',
        description: 'Candidate-se a uma vaga na ZAP: preencha os seus dados e anexe o seu CV em PDF.',
      },
      layout: () => [
        {
          blockType: 'jobApplication',
          heading: 'Candidatura',
          intro:
            'Preencha os seus dados e anexe o seu CV em PDF. A equipa de Recursos Humanos analisa todas as candidaturas e contacta as pessoas selecionadas.',
        },
      ],
    },
    en: {
      title: 'Job application',
      path: '/the-zap/work-at-zap',
      seo: {
        title: 'Apply for a job at ZAP',
        description: 'Apply for a job at ZAP: fill in your details and attach your CV as a PDF.',
      },
      layout: () => [
        {
          blockType: 'jobApplication',
          heading: 'Job application',
          intro:
            'Fill in your details and attach your CV as a PDF. Our Human Resources team reviews every application and contacts the shortlisted candidates.',
        },
      ],
    },
  }
}

/** A spontaneous application, for no advertised job. */
function spontaneousApplication(): SeedPage {
  return {
    key: 'spontaneous-application',
    pt: {
      title: 'Candidatura espontânea',
      path: '/a-zap/candidatura/espontanea',
      seo: {
        title: 'Candidatura espontânea à ZAP',
        description: 'Não encontrou a vaga certa? Envie-nos o seu CV e diga-nos em que área gostaria de trabalhar.',
      },
      layout: () => [
        {
          blockType: 'jobApplication',
          heading: 'Candidatura espontânea',
          intro:
            'Não encontrou a vaga certa? Envie-nos o seu CV e diga-nos em que área gostaria de trabalhar. Guardamos a sua candidatura para futuras oportunidades.',
        },
      ],
    },
    en: {
      title: 'Spontaneous application',
      path: '/the-zap/work-at-zap/submission',
      seo: {
        title: 'Spontaneous application to ZAP',
        description: 'No opening that fits you? Send us your CV and tell us which area you would like to work in.',
      },
      layout: () => [
        {
          blockType: 'jobApplication',
          heading: 'Spontaneous application',
          intro:
            'No opening that fits you? Send us your CV and tell us which area you would like to work in. We keep your application for future opportunities.',
        },
      ],
    },
  }
}

/** Diamante Bruto, the talent casting (both countries). */
function casting(country: CountryCode): SeedPage {
  const path = '/diamante-bruto/casting'
  return {
    key: 'casting',
    pt: {
      title: 'Casting Diamante Bruto',
      path,
      seo: {
        title: 'Casting Diamante Bruto · ZAP',
        description: `Canta, dança, representa ou faz rir? Inscreva-se no casting Diamante Bruto da ZAP em ${where[country].pt}.`,
      },
      layout: () => [
        {
          blockType: 'castingForm',
          heading: 'Casting Diamante Bruto',
          intro: `Canta, dança, representa, apresenta ou faz rir? O Diamante Bruto procura novos talentos em ${where[country].pt}. Inscreva-se: é gratuito e só para maiores de 18 anos.`,
        },
        {
          blockType: 'richText',
          content: doc(
            h('h2', 'Como funciona'),
            ul(
              'Preencha a inscrição com os seus dados e uma ligação para um vídeo seu.',
              'A produção vê todas as inscrições e contacta os selecionados para uma audição.',
              'As audições realizam-se na capital; a ZAP informa a data e o local por telefone ou e-mail.',
            ),
            p('A ZAP nunca pede pagamentos para participar no casting.'),
          ),
        },
      ],
    },
    en: {
      title: 'Diamante Bruto casting',
      path,
      seo: {
        title: 'Diamante Bruto casting · ZAP',
        description: `Do you sing, dance, act or make people laugh? Apply for ZAP's Diamante Bruto casting in ${where[country].en}.`,
      },
      layout: () => [
        {
          blockType: 'castingForm',
          heading: 'Diamante Bruto casting',
          intro: `Do you sing, dance, act, present or make people laugh? Diamante Bruto is looking for new talent in ${where[country].en}. Applying is free and open to adults (18 or over).`,
        },
        {
          blockType: 'richText',
          content: doc(
            h('h2', 'How it works'),
            ul(
              'Fill in the application with your details and a link to a video of you.',
              'The production team reviews every application and invites the shortlisted to an audition.',
              'Auditions take place in the capital; ZAP tells you the date and place by phone or e-mail.',
            ),
            p('ZAP never asks for payment to take part in the casting.'),
          ),
        },
      ],
    },
  }
}

/**
 * ZAP Fibra coverage survey (Angola only: Mozambique has no fibre and redirects /zap-fibra to /):
 * first the coverage check, its result shown at once from the country's coverage areas, then the
 * request form for a neighbourhood it does not cover yet. The page serves /path/{neighbourhood}: each
 * neighbourhood's result has its own address (what the check's form reaches without JavaScript).
 */
function coverage(): SeedPage {
  return {
    key: 'coverage-survey',
    takesId: true,
    pt: {
      title: 'Pesquisa de cobertura',
      path: '/zap-fibra/pesquisa-de-cobertura',
      seo: {
        title: 'ZAP Fibra: pesquisa de cobertura',
        description:
          'Escreva o seu bairro e saiba logo se a fibra ótica da ZAP já lá chega, quando chega, ou peça-nos a verificação da sua morada.',
      },
      layout: () => [
        {
          blockType: 'coverageCheck',
          heading: 'Pesquisa de cobertura',
          intro:
            'Escreva o nome do seu bairro e escolha-o na lista: dizemos-lhe logo se a ZAP Fibra já lá chega, ou quando chega.',
        },
        {
          blockType: 'coverageForm',
          heading: 'Peça a verificação da sua morada',
          intro:
            'O seu bairro ainda não tem fibra, ou não está na lista? Diga-nos onde mora e a equipa comercial verifica a sua morada. Ligamos-lhe com a resposta, à hora que preferir.',
        },
      ],
    },
    en: {
      title: 'Coverage survey',
      path: '/zap-fibra/coverage-survey',
      seo: {
        title: 'ZAP Fibra: coverage survey',
        description:
          'Type your neighbourhood and find out at once whether ZAP fibre reaches it, when it will, or ask us to check your address.',
      },
      layout: () => [
        {
          blockType: 'coverageCheck',
          heading: 'Coverage survey',
          intro:
            'Type the name of your neighbourhood and choose it from the list: we tell you at once whether ZAP Fibra reaches it, or when it will.',
        },
        {
          blockType: 'coverageForm',
          heading: 'Ask us to check your address',
          intro:
            'No fibre in your neighbourhood yet, or not on the list? Tell us where you live and our sales team checks your address. We call you back with the answer at the time you prefer.',
        },
      ],
    },
  }
}

/** The pages with lead forms: job applications, casting and (Angola) the fibre coverage survey. */
/**
 * /adesao/{id}: the sign-up request for a package (the id comes from the address; /adesao alone lets
 * the visitor choose). The same path in both languages, so every package button can name it.
 */
function signUp(country: CountryCode): SeedPage {
  const path = '/adesao'
  return {
    key: 'sign-up',
    takesId: true,
    pt: {
      title: 'Pedido de adesão',
      path,
      seo: {
        title: 'Pedido de adesão · ZAP',
        description: `Escolha o pacote ZAP e deixe o seu contacto: a equipa da ZAP em ${where[country].pt} liga-lhe para combinar a instalação.`,
      },
      layout: () => [
        {
          blockType: 'signUpForm',
          heading: 'Pedido de adesão',
          intro:
            'Deixe o seu nome e telefone: a equipa da ZAP liga-lhe para confirmar o pacote e combinar a instalação. Pode mudar de pacote até lá.',
        },
      ],
    },
    en: {
      title: 'Sign-up request',
      path,
      seo: {
        title: 'Sign-up request · ZAP',
        description: `Choose your ZAP package and leave your number: the ZAP team in ${where[country].en} will call you to arrange the installation.`,
      },
      layout: () => [
        {
          blockType: 'signUpForm',
          heading: 'Sign-up request',
          intro:
            'Leave your name and phone number: the ZAP team will call you to confirm the package and arrange the installation. You can change the package until then.',
        },
      ],
    },
  }
}

export const leadPages = (country: CountryCode): SeedPage[] => [
  signUp(country),
  jobApplication(),
  spontaneousApplication(),
  casting(country),
  ...(country === 'ao' ? [coverage()] : []),
]
