/**
 * A small seeded generator (mulberry32) so a failing run can be replayed exactly: every suite
 * prints its seed, and FAULT_SEED=<seed> makes the next run send the same requests.
 */
export type Rng = {
  seed: number
  next: () => number
  int: (min: number, max: number) => number
  pick: <T>(items: readonly T[]) => T
  chance: (p: number) => boolean
}

export function seededRng(label: string): Rng {
  const fromEnv = Number(process.env.FAULT_SEED)
  const seed = Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv >>> 0 : (Math.random() * 2 ** 32) >>> 0
  console.log(`# ${label}: seed ${seed} (replay with FAULT_SEED=${seed})`)
  let state = seed
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return {
    seed,
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list')
      return items[int(0, items.length - 1)] as T
    },
    chance: (p: number) => next() < p,
  }
}
