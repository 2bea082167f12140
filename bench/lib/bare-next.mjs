/**
 * A bare Next.js App Router app (one page.tsx with an h1) built and started in a temp folder with
 * our own node_modules (same next, react and react-dom), as the yardstick for the JavaScript we ship.
 */
import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { freePort, linkNodeModules, onCleanup, stopChild, waitFor } from './site.mjs'

const files = {
  'package.json': JSON.stringify({ name: 'zap-bench-bare', private: true }, null, 2),
  'next.config.mjs': 'export default {}\n',
  'tsconfig.json': JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2017',
        lib: ['dom', 'dom.iterable', 'esnext'],
        allowJs: true,
        skipLibCheck: true,
        strict: true,
        noEmit: true,
        esModuleInterop: true,
        module: 'esnext',
        moduleResolution: 'bundler',
        resolveJsonModule: true,
        isolatedModules: true,
        jsx: 'react-jsx',
        incremental: false,
        plugins: [{ name: 'next' }],
      },
      include: ['next-env.d.ts', '**/*.ts', '**/*.tsx'],
      exclude: ['node_modules'],
    },
    null,
    2,
  ),
  'app/layout.tsx': `export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
`,
  'app/page.tsx': `export default function Page() {
  return <h1>Hello</h1>
}
`,
}

/** Builds and starts the bare app; returns { base, stop, buildMs }. */
export async function startBareNext({ dir = '/tmp/zap-bench-bare', log = (l) => process.stderr.write(`${l}\n`) } = {}) {
  rmSync(dir, { recursive: true, force: true })
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    writeFileSync(path.join(dir, name), text)
  }
  linkNodeModules(dir)
  const next = path.join(dir, 'node_modules', 'next', 'dist', 'bin', 'next')
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' }
  delete env.PORT
  log(`bench: building a bare Next.js app in ${dir}…`)
  const since = Date.now()
  try {
    execFileSync(process.execPath, [next, 'build'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] })
  } catch (error) {
    process.stderr.write(String(error.stdout ?? '') + String(error.stderr ?? ''))
    throw new Error('the bare Next.js app did not build')
  }
  const buildMs = Date.now() - since
  const port = await freePort()
  const child = spawn(process.execPath, [next, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    env,
    detached: true,
    stdio: 'ignore',
  })
  const stop = onCleanup(async () => {
    await stopChild(child)
    rmSync(dir, { recursive: true, force: true })
  })
  const base = `http://127.0.0.1:${port}`
  try {
    await waitFor(base, { timeoutMs: 60_000, child, what: 'the bare Next.js app' })
  } catch (error) {
    await stop()
    throw error
  }
  return { base, stop, buildMs }
}
