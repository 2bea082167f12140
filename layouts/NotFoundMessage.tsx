import styles from './StatusView.module.scss'

type Props = { title: string; body: string; home: string; homeHref: string }

/** "Oops! Página não encontrada!", why, and a link home: the not-found page's content, inside or outside the frame. */
export function NotFoundMessage({ title, body, home, homeHref }: Props) {
  return (
    <div className={styles.status}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>{title}</h1>
      <p>{body}</p>
      <a className={styles.action} href={homeHref}>
        {home}
      </a>
    </div>
  )
}
