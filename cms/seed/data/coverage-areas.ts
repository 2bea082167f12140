import type { Payload, Where } from 'payload'
import type { CoverageArea as CoverageAreaDoc } from '@/cms/payload-types'
import type { CoverageStatus } from '@/lib/coverage/areas'
import { dateOfMonth } from '@/lib/coverage/month'
import type { CountryCode } from '@/lib/countries'

export type SeedCoverageArea = {
  municipality: string
  neighbourhood: string
  status: CoverageStatus
  /** "YYYY-MM", for `soon` only. */
  month?: string
}

const luanda = (
  municipality: string,
  neighbourhood: string,
  status: CoverageStatus,
  month?: string,
): SeedCoverageArea => ({ municipality, neighbourhood, status, ...(month ? { month } : {}) })

/**
 * Where fibre reaches, to show the coverage check working: real neighbourhoods of Luanda, in the
 * municipalities people place them in, with statuses and months that are invented. Every area is
 * seeded `illustrative`, so Content health counts them until the network team's list (imported as
 * a CSV above the admin's list) replaces them. Mozambique sells no fibre: no areas there.
 */
export const seedCoverageAreaData: Record<CountryCode, SeedCoverageArea[]> = {
  ao: [
    luanda('Talatona', 'Talatona', 'available'),
    luanda('Talatona', 'Morro Bento', 'available'),
    luanda('Talatona', 'Camama', 'soon', '2027-03'),
    luanda('Belas', 'Benfica', 'available'),
    luanda('Belas', 'Patriota', 'available'),
    luanda('Belas', 'Kilamba', 'available'),
    luanda('Belas', 'Futungo de Belas', 'soon', '2027-06'),
    luanda('Ingombota', 'Ingombota', 'available'),
    luanda('Ingombota', 'Kinaxixi', 'available'),
    luanda('Ingombota', 'Ilha de Luanda', 'available'),
    luanda('Ingombota', 'Miramar', 'available'),
    luanda('Maianga', 'Maianga', 'available'),
    luanda('Maianga', 'Alvalade', 'available'),
    luanda('Maianga', 'Prenda', 'soon', '2027-04'),
    luanda('Kilamba Kiaxi', 'Golf', 'soon', '2027-05'),
    luanda('Kilamba Kiaxi', 'Palanca', 'planned-not'),
    luanda('Rangel', 'Rangel', 'soon', '2027-09'),
    luanda('Sambizanga', 'São Paulo', 'soon', '2027-10'),
    luanda('Sambizanga', 'Sambizanga', 'planned-not'),
    luanda('Viana', 'Viana', 'soon', '2027-08'),
    luanda('Viana', 'Zango', 'planned-not'),
    luanda('Viana', 'Estalagem', 'planned-not'),
    luanda('Cacuaco', 'Cacuaco', 'soon', '2027-11'),
    luanda('Cacuaco', 'Kicolo', 'planned-not'),
    luanda('Cazenga', 'Cazenga', 'planned-not'),
  ],
  mz: [],
}

/**
 * Creates the country's seed areas that are missing (found by province, municipality and
 * neighbourhood), published and marked illustrative; an area an editor has changed is left alone.
 */
export async function seedCoverageAreas(payload: Payload, code: CountryCode, countryId: number): Promise<void> {
  for (const area of seedCoverageAreaData[code]) {
    const place: Pick<CoverageAreaDoc, 'province' | 'municipality' | 'neighbourhood'> = {
      province: 'Luanda',
      municipality: area.municipality,
      neighbourhood: area.neighbourhood,
    }
    const where: Where = {
      and: [
        { country: { equals: countryId } },
        { province: { equals: place.province } },
        { municipality: { equals: place.municipality } },
        { neighbourhood: { equals: place.neighbourhood } },
      ],
    }
    const found = await payload.find({ collection: 'coverage-areas', where, limit: 1, depth: 0, pagination: false })
    if (found.docs[0]) continue
    await payload.create({
      collection: 'coverage-areas',
      data: {
        ...place,
        status: area.status,
        month: area.month ? dateOfMonth(area.month) : null,
        illustrative: true,
        country: countryId,
        _status: 'published',
      },
    })
  }
}
