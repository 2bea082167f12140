import type { CountryCode } from '@/lib/countries'

/** Provinces offered by the lead forms and the store search (Angola's 21 since the 2024 division). */
export const PROVINCES = {
  ao: [
    'Bengo',
    'Benguela',
    'Bié',
    'Cabinda',
    'Cuando',
    'Cubango',
    'Cuanza Norte',
    'Cuanza Sul',
    'Cunene',
    'Huambo',
    'Huíla',
    'Icolo e Bengo',
    'Luanda',
    'Lunda Norte',
    'Lunda Sul',
    'Malanje',
    'Moxico',
    'Moxico Leste',
    'Namibe',
    'Uíge',
    'Zaire',
  ],
  mz: [
    'Cabo Delgado',
    'Gaza',
    'Inhambane',
    'Manica',
    'Maputo Cidade',
    'Maputo Província',
    'Nampula',
    'Niassa',
    'Sofala',
    'Tete',
    'Zambézia',
  ],
} as const satisfies Record<CountryCode, readonly [string, ...string[]]>

export type Province = (typeof PROVINCES)[CountryCode][number]

/** Every province of both countries, once: the options of the CMS fields that store one. */
export const ALL_PROVINCES: string[] = [...new Set<string>([...PROVINCES.ao, ...PROVINCES.mz])]
