/**
 * What `npm test` reads from each runner's report: how many passed and failed, and the failed tests by
 * name (repeated at the end of the run: CI keeps only the tail of a long output). One reader per kind
 * of report: Jest's JSON, Playwright's JSON and node:test's TAP.
 */
import path from 'node:path'

/** @typedef {{ passed: number, failed: number, names: string[] }} Outcome */

const sum = (out, re) => [...out.matchAll(re)].reduce((n, m) => n + Number(m[1]), 0)

/**
 * A node:test stage's TAP output. A run that exited non-zero without a failed test (a file that
 * crashed before its tests) counts as one failure.
 * @returns {Outcome}
 */
export function tapOutcome(stage, out, exitCode) {
  const failed = sum(out, /^# fail (\d+)$/gm) + (exitCode !== 0 && !/^# fail [1-9]/m.test(out) ? 1 : 0)
  const names = [...out.matchAll(/^\s*not ok \d+ - (.*)$/gm)].map((m) => `${stage}: ${m[1]}`)
  return { passed: sum(out, /^# pass (\d+)$/gm), failed, names }
}

/**
 * Jest's `--json` report; a file that failed to run names its first error line.
 * @returns {Outcome}
 */
export function jestOutcome(report, root) {
  const names = []
  for (const file of report.testResults) {
    const failed = file.assertionResults.filter((t) => t.status === 'failed')
    for (const t of failed) names.push(`jest: ${path.relative(root, file.name)}: ${t.fullName}`)
    if (!failed.length && file.status === 'failed')
      names.push(`jest: ${path.relative(root, file.name)}: ${file.message.split('\n')[0]}`)
  }
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
    names,
  }
}

/**
 * Playwright's JSON report (a flaky test counts as failed), with each failed test's file:line for the
 * run that records traces.
 * @returns {Outcome & { locations: string[] }}
 */
export function playwrightOutcome(report) {
  const names = []
  const locations = []
  const walk = (suite, outer) => {
    // A describe's title joins the trail; the file's own suite (its path) does not.
    const trail = suite.title && !suite.title.endsWith('.ts') ? [...outer, suite.title] : outer
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        if (t.status !== 'unexpected' && t.status !== 'flaky') continue
        const error = t.results.flatMap((r) => r.errors ?? []).map((e) => e.message ?? '')[0] ?? ''
        // Playwright's messages carry terminal colour codes.
        const firstLine =
          error
            .replace(/\u001b\[[0-9;]*m/g, '')
            .split('\n')
            .find((l) => l.trim()) ?? ''
        // The JSON report names files from the test folder.
        locations.push(`${spec.file.startsWith('tests/') ? spec.file : `tests/e2e/${spec.file}`}:${spec.line}`)
        names.push(
          `e2e [${t.projectName}] ${spec.file}:${spec.line} ${[...trail, spec.title].join(' › ')}: ${firstLine.slice(0, 300)}`,
        )
      }
    }
    for (const child of suite.suites ?? []) walk(child, trail)
  }
  for (const suite of report.suites) walk(suite, [])
  return { passed: report.stats.expected, failed: report.stats.unexpected + report.stats.flaky, names, locations }
}
