import { rawGet } from './raw-http'
import { parseServerPage, type ServerPage, textOf } from './server-dom'

/**
 * An admin screen as the server renders it for a signed-in user (their REST login's token as the
 * `payload-token` cookie, the admin's language as `payload-lng`), parsed without running the admin's
 * scripts. For screens that are read, not used: Content health's report is whole in the server's
 * HTML, and reading it here costs the server's render alone instead of seconds of the admin's
 * megabytes of JavaScript in Chromium. Never follows a redirect (an anonymous visit's response is
 * the redirect itself).
 */
export async function adminScreen(
  path: string,
  token: string | null,
  language: 'pt' | 'en' = 'en',
): Promise<ServerPage> {
  const cookie = [`payload-lng=${language}`, ...(token ? [`payload-token=${token}`] : [])].join('; ')
  return parseServerPage(await rawGet(path, { headers: { cookie, connection: 'close' } }))
}

/** The rows (role "row") inside the elements `selector` matches that contain `text`. */
export function rowsWith(screen: ServerPage, selector: string, text: string): Element[] {
  return [...screen.document.querySelectorAll(selector)].flatMap((part) =>
    screen
      .within(part)
      .queryAllByRole('row', { hidden: true })
      .filter((row) => textOf(row).includes(text)),
  )
}

/** The text a reader of the screen gets: the body's, without scripts (the React payload repeats the page's data). */
export function screenText(screen: ServerPage): string {
  const body = screen.document.body.cloneNode(true) as HTMLElement
  body.querySelectorAll('script, style, template').forEach((element) => element.remove())
  return textOf(body)
}
