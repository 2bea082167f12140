import { UNSUBSCRIBE_API_PATH, type UnsubscribeStep as Step } from '@/lib/newsletter/unsubscribe-paths'
import type { Locale } from '@/lib/locales'
import styles from './Unsubscribe.module.scss'

type Props = {
  step: Step
  locale: Locale
  labels: { title: string; body: string; submit: string; home: string }
  homeHref: string
}

/**
 * A page of the newsletter's unsubscribe (lib/newsletter/unsubscribe-paths.ts), rendered by the
 * server with no script: the one-tap form (a plain POST, so it works without JavaScript; the link's
 * token travels in its cookie, never in this page, which is the same for everyone and cached), or
 * what happened with a way home.
 */
export function UnsubscribeStep({ step, locale, labels, homeHref }: Props) {
  return (
    <div className={styles.step} data-unsubscribe-step={step}>
      <h1>{labels.title}</h1>
      <p>{labels.body}</p>
      {step === 'confirm' ? (
        <form method="post" action={UNSUBSCRIBE_API_PATH}>
          <input type="hidden" name="locale" value={locale} />
          <button type="submit" className={styles.action}>
            {labels.submit}
          </button>
        </form>
      ) : (
        <a className={styles.action} href={homeHref}>
          {labels.home}
        </a>
      )}
    </div>
  )
}
