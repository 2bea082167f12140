#!/usr/bin/env node
// `npm run new:block <name>`: writes a working block type into blocks/<name>/ (CMS schema, component,
// styles, story, test; the picker's wording, Portuguese and English names, is `meta` in its config.ts)
// and registers it where the site looks for block types (scripts/scaffold/block-registry.mjs): the
// schema list, the component map, the picker entries' map and a placeholder picture for the picker.
// Refuses a malformed name, or one a block (or its type) already has, before writing anything.
// `--root <dir>` scaffolds into another copy of the project (its test does, into a temporary one).
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { placeholderPicture, planBlockRegistration } from './scaffold/block-registry.mjs'
import { KEBAB, namesOf } from './scaffold/names.mjs'
import { applyAnchoredEdits, formatWritten } from './scaffold/writing.mjs'

const usage = 'Usage: npm run new:block <name>   (kebab case, e.g. award-list)'

function fail(message) {
  console.error(`new:block: ${message}`)
  process.exit(1)
}

const args = process.argv.slice(2)
const rootAt = args.indexOf('--root')
const root =
  rootAt >= 0 ? resolve(args.splice(rootAt, 2)[1] ?? fail('--root needs a folder')) : resolve(import.meta.dirname, '..')
if (args.length !== 1) fail(`give one block name.\n${usage}`)
const [name] = args

// Kebab case, starting with a letter: the folder, the thumbnail's file and (in camel case) the CMS slug.
if (!KEBAB.test(name))
  fail(`"${name}" is not a block name: use lower-case words joined by hyphens, starting with a letter.\n${usage}`)

const { camel: slug, pascal, title, snake } = namesOf(name)
const folder = join(root, 'blocks', name)

// Everything is checked before anything is written, so a refusal leaves the project as it was.
const registration = planBlockRegistration(root, { folder: name, slug, pascal }, fail)

const files = {
  'config.ts': `import type { Block } from 'payload'
import type { BlockMeta } from '@/registry/block-meta-types'

/** A heading, an intro and a list of items, each with a title and a text. */
export const ${pascal}Block: Block = {
  slug: '${slug}',
  interfaceName: '${pascal}Block',
  fields: [
    { name: 'heading', type: 'text', maxLength: 120, label: { pt: 'Título', en: 'Heading' } },
    { name: 'intro', type: 'textarea', maxLength: 400, label: { pt: 'Introdução', en: 'Intro' } },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      label: { pt: 'Itens', en: 'Items' },
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 120, label: { pt: 'Título', en: 'Title' } },
        { name: 'text', type: 'textarea', maxLength: 600, label: { pt: 'Texto', en: 'Text' } },
      ],
    },
  ],
}

/** The block picker's entry: its name and one-line description in both admin languages, and its group. */
export const meta: BlockMeta = {
  name: { pt: '${title}', en: '${title}' },
  description: {
    pt: 'Um título, uma introdução e uma lista de itens com título e texto.',
    en: 'A heading, an intro and a list of items, each with a title and a text.',
  },
  group: 'content',
}
`,
  'Component.tsx': `import { BlockSection } from '@/components/blocks/BlockSection'
import type { BlockProps } from '@/registry/types'
import styles from './${pascal}.module.scss'

/** The block's heading and intro, then its items as a list of cards, each headed one level below. */
export function ${pascal}BlockComponent({ block, context }: BlockProps<'${slug}'>) {
  return (
    <BlockSection isFirst={context.isFirst} heading={block.heading} intro={block.intro} classes={styles}>
      {({ Inner }) => (
        <ul className={styles.list}>
          {block.items.map((item, index) => (
            <li key={item.id ?? index} className={styles.item}>
              <Inner className={styles.title}>{item.title}</Inner>
              {item.text ? <p className={styles.text}>{item.text}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </BlockSection>
  )
}
`,
  [`${pascal}.module.scss`]: `@use '@/styles/block';

.section {
  @include block.section;
}

.heading {
  @include block.heading;
}

.intro {
  @include block.intro;
}

.list {
  @include block.card-grid;

  margin: 0;
  padding: 0;
  list-style: none;
}

.item {
  @include block.card;
}

.title {
  margin: 0 0 var(--space-2);
  font-size: 1.15rem;
}

.text {
  margin: 0;
  color: var(--ink-muted);
}
`,
  [`${pascal}.stories.tsx`]: `import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { blockContext } from '@/stories/fixtures'
import { ${pascal}BlockComponent } from './Component'

const meta = {
  title: 'Blocks/${title}',
  component: ${pascal}BlockComponent,
} satisfies Meta<typeof ${pascal}BlockComponent>

export default meta
type Story = StoryObj<typeof meta>

export const Angola: Story = {
  args: {
    block: {
      blockType: '${slug}',
      heading: 'Título do bloco',
      intro: 'Uma frase que apresenta os itens.',
      items: [
        { id: 'a', title: 'Primeiro item', text: 'O texto do primeiro item.' },
        { id: 'b', title: 'Segundo item', text: 'O texto do segundo item.' },
      ],
    },
    context: blockContext('pt', 'ao', true),
  },
}

export const MozambiqueInEnglishWithoutHeading: Story = {
  args: {
    block: {
      blockType: '${slug}',
      items: [{ id: 'a', title: 'First item', text: 'The text of the first item.' }],
    },
    context: blockContext('en', 'mz', false),
  },
}
`,
  [`${pascal}.test.tsx`]: `import { describe, expect, it } from '@jest/globals'
import { render, screen, within } from '@testing-library/react'
import type { BlockOf } from '@/registry/types'
import { blockContext } from '@/stories/fixtures'
import { ${pascal}BlockComponent } from './Component'

const block: BlockOf<'${slug}'> = {
  blockType: '${slug}',
  heading: 'Título do bloco',
  intro: 'Uma frase que apresenta os itens.',
  items: [
    { id: 'a', title: 'Primeiro item', text: 'O texto do primeiro item.' },
    { id: 'b', title: 'Segundo item' },
  ],
}

describe('${title} block', () => {
  it('opens the page with its heading and lists its items one level below', () => {
    render(<${pascal}BlockComponent block={block} context={blockContext('pt', 'ao', true)} />)
    expect(screen.getByRole('region', { name: 'Título do bloco' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Título do bloco' })).toBeInTheDocument()
    const items = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Primeiro item',
      'Segundo item',
    ])
    expect(screen.getByText('O texto do primeiro item.')).toBeInTheDocument()
  })

  it('further down a page its heading is an h2 and its items h3; without a heading the items are h2', () => {
    const { unmount } = render(<${pascal}BlockComponent block={block} context={blockContext('en', 'mz', false)} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Título do bloco' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2)
    unmount()
    render(<${pascal}BlockComponent block={{ ...block, heading: null }} context={blockContext('en', 'mz', false)} />)
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2)
  })
})
`,
}

const placeholder = await placeholderPicture(title)

mkdirSync(folder, { recursive: true })
for (const [file, text] of Object.entries(files)) writeFileSync(join(folder, file), text)
applyAnchoredEdits(registration.edits)
writeFileSync(registration.picture, placeholder)
formatWritten(root, [folder, ...registration.edits.map(({ path }) => path)])

const shown = (path) => relative(root, path)
console.log(`Block "${slug}" written:
  ${Object.keys(files)
    .map((file) => shown(join(folder, file)))
    .join('\n  ')}
  ${shown(registration.picture)} (a placeholder picture for the block picker)
and registered in ${registration.edits.map(({ file }) => file).join(', ')}.

Next:
  1. Edit the fields and the picker entry's names, description and group (Portuguese and English, \`meta\`)
     in blocks/${name}/config.ts, then the markup and styles.
  2. npm run generate:types            # the block's TypeScript type, which the component and story use
  3. scripts/migrations-create.sh ${snake} --verify   # its tables, SQLite and PostgreSQL
  4. npm run generate:graphql && npx payload generate:importmap
  5. npx tsc --noEmit && npx jest blocks/${name} stories/stories.test.tsx
  6. npm run storybook                 # see it under Blocks/${title}
  7. npm run blocks:thumbnails ${name}   # the picker's real picture, drawn from the first story
Then add it to a page in /admin ("Add Block", group "Content"), or in cms/seed/data/pages-*.ts.`)
