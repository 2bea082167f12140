import { describe, expect, it } from '@jest/globals'
import { jestOutcome, playwrightOutcome, tapOutcome } from './test-results.mjs'

describe("npm test's readers of the runners' reports", () => {
  it('TAP: passed and failed from the summary, failed tests by name, a crash without a failed test as one', () => {
    const out = '# Subtest: a\nok 1 - a\nnot ok 2 - b fails\n# pass 1\n# fail 1\n'
    expect(tapOutcome('fault', out, 1)).toEqual({ passed: 1, failed: 1, names: ['fault: b fails'] })
    expect(tapOutcome('cluster', '# pass 3\n# fail 0\n', 1)).toEqual({ passed: 3, failed: 1, names: [] })
    expect(tapOutcome('cluster', '# pass 3\n# fail 0\n', 0)).toEqual({ passed: 3, failed: 0, names: [] })
  })

  it('Jest: failed assertions by name, a file that did not run by its first error line', () => {
    const report = {
      numPassedTests: 5,
      numFailedTests: 1,
      numRuntimeErrorTestSuites: 1,
      testResults: [
        {
          name: '/r/a.test.ts',
          status: 'failed',
          message: '',
          assertionResults: [{ status: 'failed', fullName: 'a x' }],
        },
        { name: '/r/b.test.ts', status: 'failed', message: 'SyntaxError: no\nstack', assertionResults: [] },
      ],
    }
    expect(jestOutcome(report, '/r')).toEqual({
      passed: 5,
      failed: 2,
      names: ['jest: a.test.ts: a x', 'jest: b.test.ts: SyntaxError: no'],
    })
  })

  it('Playwright: unexpected and flaky count as failed, named with their describe trail and first error line', () => {
    const report = {
      stats: { expected: 7, unexpected: 1, flaky: 1 },
      suites: [
        {
          title: 'a.spec.ts',
          suites: [
            {
              title: '360×640',
              specs: [
                {
                  file: 'a.spec.ts',
                  line: 12,
                  title: 'covers nothing',
                  tests: [
                    {
                      status: 'unexpected',
                      projectName: 'chromium',
                      results: [{ errors: [{ message: '\u001b[31mboom\u001b[39m\nmore' }] }],
                    },
                    { status: 'expected', projectName: 'chromium', results: [] },
                  ],
                },
                {
                  file: 'a.spec.ts',
                  line: 20,
                  title: 'flaky one',
                  tests: [{ status: 'flaky', projectName: 'chromium', results: [] }],
                },
              ],
            },
          ],
        },
      ],
    }
    expect(playwrightOutcome(report)).toEqual({
      passed: 7,
      failed: 2,
      names: [
        'e2e [chromium] a.spec.ts:12 360×640 › covers nothing: boom',
        'e2e [chromium] a.spec.ts:20 360×640 › flaky one: ',
      ],
      locations: ['tests/e2e/a.spec.ts:12', 'tests/e2e/a.spec.ts:20'],
    })
  })
})
