// Prints every block type's CMS config as JSON, each read from its own blocks/<folder>/config.ts
// (./block-configs.ts runs it in a Node process of its own). Functions do not cross into JSON: a
// field's `validate` is printed as `true` (its presence is what a test asks about), any other function
// (a computed default, an admin condition) is left out.
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

const blocksDir = path.resolve(import.meta.dirname, '../../../blocks')
const configs: unknown[] = []
for (const folder of readdirSync(blocksDir).sort()) {
  const file = path.join(blocksDir, folder, 'config.ts')
  if (!existsSync(file)) continue
  const block = Object.values((await import(file)) as Record<string, unknown>).find(
    (value) => typeof value === 'object' && value !== null && 'slug' in value && 'fields' in value,
  )
  if (!block) throw new Error(`blocks/${folder}/config.ts exports no block config`)
  configs.push(block)
}
process.stdout.write(
  JSON.stringify(configs, (key, value: unknown) =>
    typeof value === 'function' ? (key === 'validate' ? true : undefined) : value,
  ),
)
