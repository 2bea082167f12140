'use client'

import * as Dialog from '@radix-ui/react-dialog'
import styles from './TrailerDialog.module.scss'

export type TrailerLabels = {
  /** Visible label of the button ("Ver trailer"). */
  open: string
  /** The dialog's title, with the film's name. */
  heading: string
  /** Says the video waits for the visitor to press play. */
  hint: string
  close: string
  /** Shown by browsers that cannot play the file. */
  unsupported: string
}

/**
 * "Ver trailer": a Radix dialog (focus kept inside, Escape closes, focus goes back to the button)
 * around a plain video player. The video never starts by itself and loads nothing until played;
 * closing the dialog removes the player, which stops it.
 */
export function TrailerDialog({ title, src, labels }: { title: string; src: string; labels: TrailerLabels }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className={styles.trailerButton} aria-label={`${labels.open}: ${title}`}>
        <span className={styles.play} aria-hidden="true" />
        {labels.open}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog}>
          <div className={styles.dialogHead}>
            <Dialog.Title className={styles.dialogTitle}>{labels.heading}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={labels.close}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className={styles.dialogHint}>{labels.hint}</Dialog.Description>
          <video className={styles.video} src={src} controls preload="none" playsInline width={320} height={180}>
            {labels.unsupported}
          </video>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
