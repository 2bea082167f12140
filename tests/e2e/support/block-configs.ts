import { spawnSync } from 'node:child_process'
import path from 'node:path'
import type { Block } from 'payload'

const ROOT = path.resolve(import.meta.dirname, '../../..')

/**
 * Every block type's CMS config, each read from its own blocks/<folder>/config.ts, so a spec that goes
 * through every block type covers a new one without being edited. Read by ./print-block-configs.ts in
 * a Node process of its own under tsx (as scripts/task.mjs runs TypeScript): some configs import CMS
 * collections whose hooks import `next/cache`, which the test runner's ES-module loader cannot resolve.
 * What arrives is data: a field's `validate` is `true`, other functions are gone.
 */
export function blockConfigs(): Block[] {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'print-block-configs.ts')],
    {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  )
  if (run.status !== 0) throw new Error(`the block configs could not be read:\n${run.stderr}`)
  return JSON.parse(run.stdout) as Block[]
}
