'use client'

/**
 * Last resort when even the site's error page fails: a generic message with the details and a link
 * home. No layout, no translations loaded, so both languages are written out.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="pt">
      <body style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '0 auto', padding: 24 }}>
        <main>
          <h1>Ocorreu um erro ao mostrar a página de erro.</h1>
          <p lang="en">An error occurred while showing the error page.</p>
          <details>
            <summary>Detalhes / Details</summary>
            <p>{error.digest ? `ref. ${error.digest}` : error.message}</p>
          </details>
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
