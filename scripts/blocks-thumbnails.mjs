// Draws the block picker's pictures from the blocks' own Storybook stories, so what an editor sees in
// /admin's "Add block" stays true to what the block renders: builds Storybook, serves the build on a
// loopback port, opens one story per block in Debian's Chromium and writes public/admin/blocks/<folder>.webp
// (480 x 320, the picker's 3:2 card). Run after changing a block's look: `npm run blocks:thumbnails`
// (add block folder names to redo only those). STORYBOOK_DIR=<an existing build> skips the build.
import { spawnSync } from 'node:child_process'
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { extname, join, normalize, resolve } from 'node:path'
import { chromium } from 'playwright-core'
import sharp from 'sharp'

const root = resolve(import.meta.dirname, '..')
const outDir = join(root, 'public/admin/blocks')
const only = process.argv.slice(2)

// The story that shows a block best when its first story is not it (e.g. the second page of a list).
const preferredStory = { 'news-list': 'latest', 'rich-text': 'heading-and-list' }

const VIEWPORT = { width: 1200, height: 800 }
const THUMB = { width: 480, height: 320 }
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
]

function buildStorybook() {
  if (process.env.STORYBOOK_DIR) return { dir: resolve(process.env.STORYBOOK_DIR), temporary: false }
  const dir = mkdtempSync(join(tmpdir(), 'zap-storybook-'))
  console.log(`Building Storybook into ${dir}...`)
  const built = spawnSync('npx', ['storybook', 'build', '--quiet', '-o', dir], { cwd: root, stdio: 'inherit' })
  if (built.status !== 0) throw new Error(`storybook build failed (exit ${built.status})`)
  return { dir, temporary: true }
}

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
}

/** A static file server for the build, on a free loopback port. */
function serve(dir) {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    )
    let file = join(dir, path)
    if (!file.startsWith(dir)) return void res.writeHead(403).end()
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html')
    if (!existsSync(file)) return void res.writeHead(404).end()
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
    createReadStream(file).pipe(res)
  })
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)))
}

/** One story id per block folder: the preferred one, else the first story of its file. */
function storiesByBlock(dir) {
  const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8'))
  const byBlock = new Map()
  for (const entry of Object.values(index.entries)) {
    const folder = entry.type === 'story' && entry.importPath.match(/^\.\/blocks\/([^/]+)\//)?.[1]
    if (!folder) continue
    const preferred = preferredStory[folder]
    if (!byBlock.has(folder) || (preferred && entry.id.endsWith(`--${preferred}`))) byBlock.set(folder, entry.id)
  }
  return byBlock
}

const { dir, temporary } = buildStorybook()
const server = await serve(dir)
const base = `http://127.0.0.1:${server.address().port}`
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS })
const failures = []
try {
  mkdirSync(outDir, { recursive: true })
  const page = await browser.newPage({ viewport: VIEWPORT, reducedMotion: 'reduce', locale: 'pt-PT' })
  const stories = [...storiesByBlock(dir)].filter(([folder]) => only.length === 0 || only.includes(folder))
  for (const [folder, id] of stories) {
    try {
      await page.goto(`${base}/iframe.html?id=${id}&viewMode=story`, { waitUntil: 'networkidle', timeout: 30_000 })
      await page.locator('#storybook-root > *').first().waitFor({ timeout: 15_000 })
      await page.evaluate(() => document.fonts.ready)
      const box = await page.locator('#storybook-root').boundingBox()
      const height = Math.max(200, Math.min(VIEWPORT.height, Math.ceil(box?.height ?? VIEWPORT.height)))
      const shot = await page.screenshot({
        clip: { x: 0, y: 0, width: VIEWPORT.width, height },
        animations: 'disabled',
      })
      const file = join(outDir, `${folder}.webp`)
      await sharp(shot)
        .resize(THUMB.width, THUMB.height, { fit: 'contain', position: 'top', background: '#ffffff' })
        .webp({ quality: 70, effort: 6 })
        .toFile(file)
      console.log(`${folder.padEnd(20)} ${id.padEnd(55)} ${statSync(file).size} bytes`)
    } catch (error) {
      failures.push(folder)
      console.error(`${folder}: ${error instanceof Error ? error.message : error}`)
    }
  }
} finally {
  await browser.close()
  server.close()
  if (temporary) rmSync(dir, { recursive: true, force: true })
}
if (failures.length) {
  console.error(`No thumbnail for: ${failures.join(', ')}`)
  process.exit(1)
}
