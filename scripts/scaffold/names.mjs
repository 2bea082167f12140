// The names a scaffold derives from the one name it is given (`npm run new:block award-list`).

/** Kebab case, starting with a letter: a folder's, a file's and an endpoint's name. */
export const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/

/**
 * The ways the project writes a kebab-case name: camel case (CMS slugs, i18n keys), Pascal case
 * (exported names), a title (story titles, picker names) and snake case (migration names).
 * award-list -> awardList, AwardList, "Award list", award_list.
 */
export function namesOf(name) {
  const words = name.split('-')
  const camel =
    words[0] +
    words
      .slice(1)
      .map((w) => w[0].toUpperCase() + w.slice(1))
      .join('')
  return {
    camel,
    pascal: camel[0].toUpperCase() + camel.slice(1),
    title: words.join(' ').replace(/^./, (c) => c.toUpperCase()),
    snake: words.join('_'),
  }
}
