/**
 * The arithmetic of "Leads by source", apart from Payload so it can be tested on plain rows: which
 * weeks are shown, how many leads each form received in each week, and which pages, packages and
 * campaigns brought them. Weeks are ISO weeks (Monday to Sunday) in UTC, the same for both countries
 * whatever the server's or the editor's clock, so a week's count never depends on who looks.
 */

const DAY_MS = 24 * 60 * 60 * 1000
const WEEK_MS = 7 * DAY_MS

/** One lead as the view needs it: its form (collection), when it arrived, and where it came from. */
export type SourceLead<F extends string = string> = {
  form: F
  createdAt: string
  sourcePage?: string | null
  /** The package's id (a relationship read at depth 0), or nothing. */
  package?: number | string | null
  utmSource?: string | null
  utmMedium?: string | null
  utmCampaign?: string | null
}

/** A bounded run of whole weeks: from `start` (a Monday, 00:00 UTC) up to, not including, `end`. */
export type WeekWindow = { start: Date; end: Date; weeks: number }

export type WeekRow<F extends string = string> = {
  /** ISO week, e.g. 2025-W03 (a valid <time datetime>). */
  week: string
  /** The Monday it starts on, 00:00 UTC. */
  start: Date
  counts: Record<F, number>
  total: number
}

/**
 * A source, how many leads it brought and when the newest arrived (ms since the epoch); `label`
 * null is "no source recorded".
 */
export type SourceCount = { label: string | null; count: number; latest: number }
export type CampaignCount = {
  campaign: string | null
  source: string | null
  medium: string | null
  count: number
  latest: number
}

/** The most frequent sources, then how many other sources there were and the leads they brought together. */
export type Breakdown<T> = { rows: T[]; rest: { sources: number; leads: number } }

export type LeadsBySource<F extends string = string> = {
  window: WeekWindow
  /** Every week of the window, newest first, weeks without leads included. */
  weeks: WeekRow<F>[]
  totals: Record<F, number>
  total: number
  pages: Breakdown<SourceCount>
  packages: Breakdown<SourceCount>
  campaigns: Breakdown<CampaignCount>
}

/** The Monday, 00:00 UTC, of the ISO week `date` falls in. */
export function weekStart(date: Date): Date {
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())
  const sinceMonday = (date.getUTCDay() + 6) % 7
  return new Date(midnight - sinceMonday * DAY_MS)
}

/**
 * The ISO week of `date` as YYYY-Www. The year is the week's Thursday's, so the days of late
 * December in week 1 and early January in week 52 or 53 are named as ISO 8601 names them.
 */
export function isoWeek(date: Date): string {
  const thursday = new Date(weekStart(date).getTime() + 3 * DAY_MS)
  const year = thursday.getUTCFullYear()
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / WEEK_MS) + 1
  return `${year}-W${String(week).padStart(2, '0')}`
}

/** The last `weeks` weeks up to and including the one `now` falls in. */
export function weekWindow(now: Date, weeks: number): WeekWindow {
  const count = Math.max(1, Math.floor(weeks))
  const current = weekStart(now).getTime()
  return { start: new Date(current - (count - 1) * WEEK_MS), end: new Date(current + WEEK_MS), weeks: count }
}

/** A recorded value, or null when nothing (or only spaces) was recorded. */
const valueOf = (value: string | null | undefined): string | null => {
  const text = typeof value === 'string' ? value.trim() : ''
  return text === '' ? null : text
}

/**
 * Most leads first; on a tie, the source with the newest lead first (a campaign that has just
 * started is seen before old ones with as few leads), then recorded values alphabetically, then
 * "no source", so the order never depends on the order the leads were read in.
 */
function byCount<T extends { count: number; latest: number }>(key: (row: T) => string | null) {
  return (a: T, b: T) => {
    if (a.count !== b.count) return b.count - a.count
    if (a.latest !== b.latest) return b.latest - a.latest
    const ka = key(a)
    const kb = key(b)
    if (ka === kb) return 0
    if (ka === null) return 1
    if (kb === null) return -1
    return ka.localeCompare(kb)
  }
}

function topOf<T extends { count: number; latest: number }>(
  rows: T[],
  top: number,
  key: (row: T) => string | null,
): Breakdown<T> {
  const sorted = [...rows].sort(byCount(key))
  const rest = sorted.slice(top)
  return {
    rows: sorted.slice(0, top),
    rest: { sources: rest.length, leads: rest.reduce((sum, row) => sum + row.count, 0) },
  }
}

const zeroes = <F extends string>(forms: readonly F[]) =>
  Object.fromEntries(forms.map((form) => [form, 0])) as Record<F, number>

export type GroupOptions<F extends string> = {
  /** The forms counted, in the order their columns are shown. */
  forms: readonly F[]
  window: WeekWindow
  /** Package names by id (as text); a package not in it is shown by its id. */
  packageNames?: ReadonlyMap<string, string>
  /** How many sources of each kind are named; the rest are summed into "others". */
  top?: number
}

/**
 * Counts the leads of one country per week and form, and per page, package and campaign. Leads
 * outside the window or of a form not listed are left out (the loader asks for the window only;
 * this keeps the counts right whatever it is given).
 */
export function groupLeads<F extends string>(
  leads: readonly SourceLead<F>[],
  { forms, window, packageNames = new Map(), top = 10 }: GroupOptions<F>,
): LeadsBySource<F> {
  const weeks: WeekRow<F>[] = []
  for (let i = window.weeks - 1; i >= 0; i--) {
    const start = new Date(window.start.getTime() + i * WEEK_MS)
    weeks.push({ week: isoWeek(start), start, counts: zeroes(forms), total: 0 })
  }
  const totals = zeroes(forms)
  const pages = new Map<string | null, SourceCount>()
  const packages = new Map<string | null, SourceCount>()
  const campaigns = new Map<string | null, CampaignCount>()
  const tally = <T extends { count: number; latest: number }>(
    map: Map<string | null, T>,
    key: string | null,
    row: T,
  ) => {
    const known = map.get(key)
    if (!known) map.set(key, row)
    else {
      known.count += 1
      known.latest = Math.max(known.latest, row.latest)
    }
  }
  const counted = new Set<string>(forms)
  let total = 0

  for (const lead of leads) {
    const at = new Date(lead.createdAt).getTime()
    if (!counted.has(lead.form) || Number.isNaN(at) || at < window.start.getTime() || at >= window.end.getTime()) {
      continue
    }
    // Newest first: the week `at` falls in, counted back from the last one.
    const row = weeks[window.weeks - 1 - Math.floor((at - window.start.getTime()) / WEEK_MS)]!
    row.counts[lead.form] += 1
    row.total += 1
    totals[lead.form] += 1
    total += 1

    const page = valueOf(lead.sourcePage)
    tally(pages, page, { label: page, count: 1, latest: at })

    const id = lead.package == null || lead.package === '' ? null : String(lead.package)
    // By name, as marketing knows it; a package the user may not read (or deleted) by its id.
    const pkg = id === null ? null : (valueOf(packageNames.get(id)) ?? `#${id}`)
    tally(packages, pkg, { label: pkg, count: 1, latest: at })

    const campaign = {
      campaign: valueOf(lead.utmCampaign),
      source: valueOf(lead.utmSource),
      medium: valueOf(lead.utmMedium),
    }
    // One row per campaign as it was tagged: the same name from two sources are two rows.
    const key = JSON.stringify([campaign.campaign, campaign.source, campaign.medium])
    tally(campaigns, key, { ...campaign, count: 1, latest: at })
  }

  return {
    window,
    weeks,
    totals,
    total,
    pages: topOf([...pages.values()], top, (row) => row.label),
    packages: topOf([...packages.values()], top, (row) => row.label),
    campaigns: topOf([...campaigns.values()], top, (row) =>
      row.campaign === null && row.source === null && row.medium === null
        ? null
        : [row.campaign ?? '', row.source ?? '', row.medium ?? ''].join('\u0000'),
    ),
  }
}
