import type { Cluster, Target } from './cluster'

/**
 * A newsletter subscription as the site's own form sends it: a lead with a unique e-mail, so the
 * database tells exactly which posts were stored and how often. Status 0 = no response at all.
 */
export async function postLead(
  cluster: Cluster,
  target: Target,
  email: string,
  localAddress?: string,
): Promise<number> {
  try {
    const res = await cluster.request(target, '/api/forms/newsletter?locale=pt', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, acceptTerms: true, service: 'TV' }),
      localAddress,
      timeoutMs: 30_000,
    })
    return res.status
  } catch {
    return 0
  }
}

/** How many times each of these e-mails is stored. */
export async function storedCounts(cluster: Cluster, prefix: string): Promise<Map<string, number>> {
  const rows = await cluster.sql<{ email: string; n: string }>(
    'SELECT email, count(*) AS n FROM newsletter_subscriptions WHERE email LIKE $1 GROUP BY email',
    [`${prefix}%`],
  )
  return new Map(rows.map((r) => [r.email, Number(r.n)]))
}

/** A client address of its own for request `i` (the lead rate limit counts per address). */
export const visitorAddress = (i: number) => `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
