import { doc, link, p } from '@/cms/seed/lexical'
import type { FaqEntry } from '@/lib/content/get-faqs'
import { plainText } from '@/lib/text/plain-text'

const entry = (
  id: string,
  category: FaqEntry['category'],
  question: string,
  answer: ReturnType<typeof doc>,
): FaqEntry => ({
  id,
  question,
  category,
  answer,
  answerText: plainText(answer),
})

/** Questions as getFaqs returns them, for stories and tests. */
export const faqsFixture: FaqEntry[] = [
  entry(
    '1',
    'satelite',
    'Como carrego o meu pacote?',
    doc(p('Nas lojas ZAP, nos agentes autorizados, por Multicaixa ou na app.')),
  ),
  entry(
    '2',
    'pagamentos',
    'Posso pagar por débito directo?',
    doc(p('Sim. Veja a página ', link('Débito directo', '/debito-directo'), '.')),
  ),
  entry(
    '3',
    'equipamento',
    'O descodificador não liga. O que faço?',
    doc(p('Verifique a ficha e o cabo de alimentação.'), p('Se o problema continuar, contacte a assistência técnica.')),
  ),
  entry('4', 'fibra', 'Qual é a velocidade da ZAP Fibra?', doc(p('Os pacotes vão até 50 Mbps, com Wi-Fi 6 incluído.'))),
]
