import { describe, expect, it } from '@jest/globals'
import { projectFiles, SUITE_NAMES, suiteFiles, unclaimedTestFiles } from '@/scripts/test-suites.mjs'

const claimed = () => Object.fromEntries(SUITE_NAMES.map((suite) => [suite, suiteFiles(suite)]))

describe('test files are found by their names', () => {
  it('every test file of the project is run by exactly one runner', () => {
    expect(unclaimedTestFiles(projectFiles(), claimed())).toEqual([])
  })

  it('each suite finds its own files', () => {
    const files = claimed()
    expect(files.jest).toContain('scripts/test-suites.test.ts')
    expect(files.jest).toContain('stories/stories.test.tsx')
    expect(files.integration).toContain('tests/integration/leads.int.ts')
    expect(files.fault).toContain('tests/fault/crash.fault.ts')
    expect(files.cluster).toContain('tests/cluster/edge-cache.cluster.ts')
    expect(files.e2e).toContain('tests/e2e/home.spec.ts')
    expect(files.e2e).toContain('tests/e2e/seeded.setup.ts')
    // Helpers are not tests.
    for (const list of Object.values(files)) expect(list.filter((f) => f.includes('/support/'))).toEqual([])
  })

  it('a test file that no runner would pick up is reported', () => {
    const strays = [
      // Jest's suffix in the integration folder: neither Jest (which skips that folder) nor node:test runs it.
      'tests/integration/new-lead.test.ts',
      // Playwright's suffix outside tests/e2e.
      'components/forms/Form.spec.ts',
      // A file in a suite's folder without the suite's suffix.
      'tests/cluster/failover.ts',
      'tests/fault/overload.int.ts',
    ]
    const helpers = ['tests/fault/support/http.ts', 'tests/react-server-dom.d.ts', 'lib/leads/handle-lead.ts']
    expect(unclaimedTestFiles([...strays, ...helpers], claimed())).toEqual(strays)
  })
})
