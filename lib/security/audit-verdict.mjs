/**
 * What `npm audit --json` said, as one of three verdicts (see scripts/audit-deps.mjs):
 * 'clean' (the registry responded, nothing high or critical), 'advisories' (high/critical found),
 * 'unchecked' (the advisory service could not be asked: offline, a mirror without the audit API,
 * a 405 from the bulk endpoint). 'unchecked' is never a pass.
 *
 * @param {string} stdout npm audit's JSON output
 * @param {number | null} status its exit code
 * @returns {{ verdict: 'clean' | 'advisories' | 'unchecked', reason?: string, counts?: Record<string, number>, serious?: string[] }}
 */
export function auditVerdict(stdout, status) {
  let report
  try {
    report = JSON.parse(stdout)
  } catch {
    return { verdict: 'unchecked', reason: `npm audit printed no report (exit ${status})` }
  }
  // On a failed request npm prints an error object (message, statusCode, error{summary,detail}).
  if (!report || report.error || report.statusCode || !report.metadata?.vulnerabilities) {
    return { verdict: 'unchecked', reason: report?.message || report?.error?.summary || `npm audit exit ${status}` }
  }
  const counts = report.metadata.vulnerabilities
  /** @type {[string, any][]} */
  const entries = Object.entries(report.vulnerabilities ?? {})
  const serious = entries
    .filter(([, v]) => v.severity === 'high' || v.severity === 'critical')
    .map(([name, v]) => {
      const via = (v.via ?? [])
        .map((item) => (typeof item === 'string' ? item : `${item.title} (${item.url})`))
        .join('; ')
      return `${v.severity} ${name} ${v.range}: ${via}${v.fixAvailable ? ' (fix available)' : ''}`
    })
  // Counted from the totals too, in case the per-package list is missing.
  if (serious.length > 0 || (counts.high ?? 0) + (counts.critical ?? 0) > 0)
    return { verdict: 'advisories', counts, serious }
  return { verdict: 'clean', counts, serious: [] }
}
