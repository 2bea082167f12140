// Where a block type is registered, for `npm run new:block` and for the block `npm run new:form` writes:
// its schema in the list of layout blocks, its component, its picker entry (each above its
// "new-block:" line) and the picker's picture. Stories are found by Storybook and by
// stories/stories.test.tsx on their own, and a block's heading is read from its `heading` field by
// default, so neither needs an entry.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { planAnchoredEdits } from './writing.mjs'

/** The registry's entries for the block of folder `folder`, slug `slug` and exported names `${pascal}Block…`. */
function registryEdits({ folder, slug, pascal }) {
  return [
    {
      file: 'registry/block-configs.ts',
      edits: [
        ['// new-block: config imports', `import { ${pascal}Block } from '@/blocks/${folder}/config'`],
        ['  // new-block: configs', `  ${pascal}Block,`],
      ],
    },
    {
      file: 'registry/components.tsx',
      edits: [
        ['// new-block: component imports', `import { ${pascal}BlockComponent } from '@/blocks/${folder}/Component'`],
        ['  // new-block: components', `  ${slug}: ${pascal}BlockComponent,`],
      ],
    },
    {
      file: 'registry/block-meta.ts',
      edits: [
        ['// new-block: meta imports', `import { meta as ${slug}Meta } from '@/blocks/${folder}/config'`],
        ['  // new-block: picker entries', `  ${slug}: ${slug}Meta,`],
      ],
    },
  ]
}

/**
 * Checks that the block can be added (no folder, registry entry or picture of that name yet, every
 * anchor in place) and returns the registry edits to apply and the picture's path. Calls `fail`,
 * which must not return, otherwise.
 */
export function planBlockRegistration(root, block, fail) {
  const { folder, slug, pascal } = block
  if (existsSync(join(root, 'blocks', folder))) fail(`blocks/${folder} already exists; pick another name.`)
  const edits = planAnchoredEdits(root, registryEdits(block), 'where new blocks are added', fail)
  for (const { file, text } of edits) {
    if (new RegExp(`^\\s*${slug}:`, 'm').test(text) || text.includes(`${pascal}Block`))
      fail(`a block type "${slug}" is already registered in ${file}; pick another name.`)
  }
  const picture = join(root, 'public/admin/blocks', `${folder}.webp`)
  if (existsSync(picture)) fail(`public/admin/blocks/${folder}.webp already exists; pick another name.`)
  return { edits, picture }
}

/** A plain card with the block's name until `npm run blocks:thumbnails` draws the real one from its story. */
export async function placeholderPicture(title) {
  const escapeXml = (text) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
  return sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320"><rect width="480" height="320" fill="#f4f4f4"/>` +
        `<text x="240" y="170" font-family="sans-serif" font-size="32" text-anchor="middle" fill="#333">${escapeXml(title)}</text></svg>`,
    ),
  )
    .webp({ quality: 70 })
    .toBuffer()
}
