import { fill, type Template } from '@/lib/i18n/labels'
import type { ProgrammeEntry } from '@/lib/content/get-programmes'
import type { BlockContext } from '@/registry/types'

/**
 * How a programme's episode and airing are written in the page's language (tvGuide.markers.* in
 * locales/*): "{{title}}, episódio {{episode}}", "{{title}} (repetição)"… The title itself carries
 * none of these words, so an English page never shows a Portuguese one.
 */
export type ProgrammeTitleLabels = {
  episode: Template
  rerun: Template
  marathon: Template
  live: Template
}

/** A programme's title as the guide and a channel's schedule write it: the episode first, then the airing. */
export function programmeTitle(
  programme: Pick<ProgrammeEntry, 'title' | 'episode' | 'airing'>,
  labels: ProgrammeTitleLabels,
): string {
  const titled =
    programme.episode === null
      ? programme.title
      : fill(labels.episode, { title: programme.title, episode: programme.episode })
  return programme.airing ? fill(labels[programme.airing], { title: titled }) : titled
}

/** The labels in the page's language, resolved on the server from its dictionary. */
export function programmeTitleLabels(t: BlockContext['t']): ProgrammeTitleLabels {
  return {
    episode: t('tvGuide.markers.episode', { title: '{{title}}', episode: '{{episode}}' }),
    rerun: t('tvGuide.markers.rerun', { title: '{{title}}' }),
    marathon: t('tvGuide.markers.marathon', { title: '{{title}}' }),
    live: t('tvGuide.markers.live', { title: '{{title}}' }),
  }
}
