import type { BlockProps } from '@/registry/types'
import { MediaImage } from '@/components/media/MediaImage'
import styles from './PeopleList.module.scss'
import { isMedia } from '@/lib/content/is-media'
import { BlockSection } from '@/components/blocks/BlockSection'

/** "Ana Maria dos Santos" -> "AS": the first and last names' initials, for a person without a photo. */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word))
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words.length ? [words[0]] : [name.trim()]
  return picked.map((word) => (word ?? '').charAt(0).toUpperCase()).join('')
}

/** People as a grid of cards: a photo (or their initials on a neutral disc), the name, the role and a short bio. */
export function PeopleListBlockComponent({ block, context }: BlockProps<'peopleList'>) {
  const { t } = context
  const headingId = `people-${block.id ?? 'list'}`
  return (
    <BlockSection id={headingId} heading={block.heading} intro={block.intro} isFirst={context.isFirst} classes={styles}>
      {({ Inner: NameHeading }) => (
        <>
          <ul
            className={styles.grid}
            {...(block.heading ? { 'aria-labelledby': headingId } : { 'aria-label': t('corporate.people.label') })}
          >
            {block.people.map((person, index) => (
              <li key={person.id ?? index} className={styles.person}>
                {isMedia(person.photo) ? (
                  <MediaImage image={person.photo} className={styles.photo} sizes="120px" />
                ) : (
                  // The name follows as text; the initials only fill the picture's place.
                  <span className={styles.initials} aria-hidden="true">
                    {initialsOf(person.name)}
                  </span>
                )}
                <NameHeading className={styles.name}>{person.name}</NameHeading>
                <p className={styles.role}>{person.role}</p>
                {person.bio ? <p className={styles.bio}>{person.bio}</p> : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </BlockSection>
  )
}
