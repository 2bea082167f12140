import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The logos and flags the header and the section bars show as <img> are SVG images whose lettering is
 * drawn as paths, never <text>. Chromium sets up every SVG image as a document of its own; with text
 * in it, that set-up also looks up a font and lays the text out, which on a cheap phone (4x slower
 * CPU) took about 50 ms of the main thread per logo instead of about 25 ms (`npm run bench:svg`),
 * right when the first screen is being painted. Paths also look the same on every phone, whatever
 * fonts it has. The paths were made from Liberation Sans (SIL OFL), metric-compatible with Arial, the
 * font the <text> named.
 */
const PUBLIC = path.join(process.cwd(), 'public')
const svgImages = [
  ...readdirSync(PUBLIC)
    .filter((name) => name.endsWith('.svg'))
    .map((name) => path.join(PUBLIC, name)),
  ...readdirSync(path.join(PUBLIC, 'flags')).map((name) => path.join(PUBLIC, 'flags', name)),
]

describe('the logos and flags as SVG images', () => {
  it('finds the logos and the flags', () => {
    const names = svgImages.map((file) => path.relative(PUBLIC, file))
    expect(names).toEqual(expect.arrayContaining(['logo.svg', 'logo-15.svg', 'logo-fibra.svg', 'flags/ao.svg']))
  })

  it.each(svgImages.map((file) => [path.relative(PUBLIC, file), file]))(
    '%s draws its lettering as paths',
    (_, file) => {
      expect(readFileSync(file, 'utf8')).not.toMatch(/<text[\s>]/)
    },
  )
})
