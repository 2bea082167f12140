// How a scaffold writes into the project: entries added to the lists the site reads (the block
// registry, the lead collections) above an anchor line, and the written files put in the project's
// formatting. Each list carries a line starting with its anchor comment ("// new-block: configs"), so
// a scaffold never guesses at a file's layout.
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Reads each list file and checks that each of its anchors starts exactly one line, before anything
 * is written. `lists`: [{ file, edits: [[anchor, line to add above it], ...] }]; `purpose` ends the
 * message ("where new blocks are added"). Returns what `applyAnchoredEdits` writes; `text` is the file
 * as it is, for the caller's own checks.
 */
export function planAnchoredEdits(root, lists, purpose, fail) {
  return lists.map(({ file, edits }) => {
    const path = join(root, file)
    const text = readFileSync(path, 'utf8')
    for (const [anchor] of edits) {
      if (text.split('\n').filter((line) => line.startsWith(anchor)).length !== 1)
        fail(`${file} must have exactly one line starting "${anchor.trim()}" (${purpose}).`)
    }
    return { file, path, text, edits }
  })
}

/** Adds each planned line above its anchor. */
export function applyAnchoredEdits(planned) {
  for (const { path, text, edits } of planned) {
    const lines = text.split('\n')
    for (const [anchor, entry] of edits)
      lines.splice(
        lines.findIndex((line) => line.startsWith(anchor)),
        0,
        entry,
      )
    writeFileSync(path, lines.join('\n'))
  }
}

/** Lines grow with the name, so the project's formatter has the last word on the written code. */
export function formatWritten(root, paths) {
  spawnSync(join(root, 'node_modules/.bin/prettier'), ['--write', '--log-level=warn', ...paths], {
    cwd: root,
    stdio: 'inherit',
  })
}
