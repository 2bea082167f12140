import { describe, expect, it } from '@jest/globals'
import { busyBetween, e2eFileTimes, machineTicks, tapFileTimes, timingMarkdown } from '@/scripts/test-timings.mjs'

describe('the timing table of npm test', () => {
  it('sums each spec file’s test durations from a Playwright JSON report, slowest first', () => {
    const report = {
      suites: [
        {
          specs: [{ file: 'a.spec.ts', tests: [{ results: [{ duration: 1500 }] }, { results: [{ duration: 500 }] }] }],
          suites: [{ specs: [{ file: 'b.spec.ts', tests: [{ results: [{ duration: 3000 }] }] }] }],
        },
      ],
    }
    expect(e2eFileTimes(report)).toEqual([
      { file: 'b.spec.ts', seconds: 3, tests: 1 },
      { file: 'a.spec.ts', seconds: 2, tests: 2 },
    ])
  })

  it('gives each node:test file its own "# duration_ms" line, in the order the files ran', () => {
    const out = '# pass 3\n# duration_ms 2000.5\n# pass 1\n# duration_ms 9000\n'
    expect(tapFileTimes(out, ['first.int.ts', 'second.int.ts'])).toEqual([
      { file: 'second.int.ts', seconds: 9 },
      { file: 'first.int.ts', seconds: 2.0005 },
    ])
  })

  it('prints every stage, the total under the run’s name, and the file tables', () => {
    const markdown = timingMarkdown(
      [
        { stage: 'typecheck', seconds: 42 },
        { stage: 'lint', seconds: 60, note: 'beside the typecheck', busy: 97 },
      ],
      102,
      [{ title: 'e2e', rows: [{ file: 'a.spec.ts', seconds: 2.4, tests: 2 }] }],
      'npm run test:quick',
      88,
    )
    expect(markdown).toContain('| typecheck | 0.7 min |  |  |')
    expect(markdown).toContain('| lint | 1.0 min | 97 % | beside the typecheck |')
    expect(markdown).toContain('| **npm run test:quick** | **1.7 min** | 88 % | |')
    expect(markdown).toContain('| a.spec.ts | 2 | 2 |')
  })

  it('reads the machine’s busy CPU share between two readings of /proc/stat', () => {
    // user nice system idle iowait irq softirq steal: 300 busy, 100 idle; then 150 more busy, 50 more idle.
    const first = machineTicks('cpu  100 0 100 80 20 50 25 25 0 0\ncpu0 1 2 3')
    const second = machineTicks('cpu  200 0 130 120 30 55 30 35 0 0\n')
    expect(first).toEqual({ busy: 300, total: 400 })
    expect(second).toEqual({ busy: 450, total: 600 })
    expect(busyBetween(first, second)).toBe(75)
    expect(busyBetween(second, first)).toBeUndefined()
    expect(busyBetween(null, second)).toBeUndefined()
  })
})
