import type { Metadata } from 'next'
import '@/styles/global.scss'

export const metadata: Metadata = { title: 'Oops! Página não encontrada! · ZAP', robots: { index: false } }

/**
 * For URLs no route matches (files that do not exist, mostly): there is no page language here,
 * so the message is given in both. CMS pages that do not exist use (pages)/not-found.tsx.
 */
export default function GlobalNotFound() {
  return (
    <html lang="pt">
      <body>
        <main id="main" style={{ maxWidth: 640, margin: '0 auto', padding: '64px 16px', textAlign: 'center' }}>
          <h1>Oops! Página não encontrada!</h1>
          <p>O conteúdo que procura não existe ou foi removido.</p>
          <p lang="en">Oops! Page not found! The content you are looking for does not exist.</p>
          <p>
            <a href="/">Voltar à página inicial</a> ·{' '}
            <a href="/en" lang="en">
              Back to the home page
            </a>
          </p>
        </main>
      </body>
    </html>
  )
}
