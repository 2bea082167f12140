import type { PackageActions } from '@/lib/packages/package-action'

type Props = {
  name: string
  actions: PackageActions | undefined
  /** The block's own look for the main button and for the sign-up link beside it. */
  classes: { cta?: string; secondary?: string }
}

/**
 * A package card's way forward: its own action as the button, and when that action is not the
 * sign-up (a top-up, another page), a "Sign up" link beside it, so every card leads to a sign-up
 * request with this package in one tap. The package's name completes each link's text for screen
 * readers, where several cards' buttons are otherwise read alike.
 */
export function PackageButtons({ name, actions, classes }: Props) {
  if (!actions) return null
  const { primary, signUp } = actions
  return (
    <>
      <a className={classes.cta} href={primary.href} data-action={primary.kind}>
        {primary.label} <span className="visually-hidden">{name}</span>
      </a>
      {signUp ? (
        <a className={classes.secondary} href={signUp.href} data-action="signup">
          {signUp.label} <span className="visually-hidden">{name}</span>
        </a>
      ) : null}
    </>
  )
}
