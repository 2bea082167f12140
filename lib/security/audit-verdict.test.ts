import { auditVerdict } from './audit-verdict.mjs'

const report = (vulnerabilities: Record<string, unknown>, counts: Record<string, number>) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0, ...counts } },
  })

describe('auditVerdict', () => {
  it('an unreachable advisory endpoint is "unchecked", never a pass', () => {
    // What npm 10 prints here: the registry refuses the bulk advisory POST.
    const stdout = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      error: { summary: '', detail: '' },
    })
    expect(auditVerdict(stdout, 1)).toEqual({ verdict: 'unchecked', reason: expect.stringMatching(/405/) })
    expect(auditVerdict('', 1).verdict).toBe('unchecked')
  })

  it('high and critical advisories are listed', () => {
    const stdout = report(
      {
        'sanitize-html': {
          severity: 'high',
          range: '<2.0.0',
          via: [{ title: 'XSS', url: 'https://github.com/advisories/GHSA-x' }],
          fixAvailable: true,
        },
      },
      { high: 1, total: 1 },
    )
    const result = auditVerdict(stdout, 1)
    expect(result.verdict).toBe('advisories')
    expect(result.serious).toEqual([
      'high sanitize-html <2.0.0: XSS (https://github.com/advisories/GHSA-x) (fix available)',
    ])
  })

  it('only low or moderate ones pass', () => {
    const stdout = report(
      { x: { severity: 'moderate', range: '*', via: ['y'], fixAvailable: false } },
      { moderate: 1, total: 1 },
    )
    expect(auditVerdict(stdout, 0).verdict).toBe('clean')
  })
})
