import type { CinemaFilmEntry, CinemaSession } from '@/lib/content/get-cinema-films'
import type { CountryCode } from '@/lib/countries'
import { mediaFixture } from '@/stories/fixtures'
import { addDays, dayKey, zonedTime } from '@/blocks/tv-guide/guide-days'

/** A session `day` days after `now`'s day in the country, at a wall-clock time there. */
export function sessionAt(
  now: Date,
  day: number,
  time: string,
  room: string,
  format: CinemaSession['format'] = '2D',
  country: CountryCode = 'ao',
): CinemaSession {
  const [hour = 0, minute = 0] = time.split(':').map(Number)
  return { startsAt: zonedTime(addDays(dayKey(now, country), day), hour, minute, country).toISOString(), room, format }
}

/**
 * Three films around `now`: one every day in 2D and IMAX, one in 3D today and the day after
 * tomorrow, and one on tomorrow only; nothing on day 3.
 */
export function filmsFixture(now: Date, country: CountryCode = 'ao'): CinemaFilmEntry[] {
  const at = (day: number, time: string, room: string, format?: CinemaSession['format']) =>
    sessionAt(now, day, time, room, format, country)
  return [
    {
      id: 1,
      title: 'Operação Cabo Ledo',
      synopsis: 'Uma equipa de mergulhadores descobre um carregamento ilegal ao largo da costa angolana.',
      genre: 'Ação',
      durationMinutes: 112,
      rating: 'M/12',
      poster: mediaFixture('poster-operacao-cabo-ledo.webp', 'Cartaz do filme Operação Cabo Ledo'),
      sessions: [0, 1, 2, 4, 5, 6].flatMap((day) => [at(day, '16:00', 'Sala 2'), at(day, '21:15', 'IMAX', 'IMAX')]),
    },
    {
      id: 2,
      title: 'Zuzu, a Girafa',
      synopsis: 'Uma girafa curiosa foge do parque da Quiçama para conhecer a cidade de Luanda.',
      genre: 'Animação',
      durationMinutes: 88,
      rating: 'M/6',
      poster: null,
      sessions: [at(0, '13:30', 'Sala 1', '3D'), at(2, '13:30', 'Sala 1', '3D')],
    },
    {
      id: 3,
      title: 'Cartas de Lisboa',
      synopsis: 'Duas irmãs separadas pela guerra reencontram-se através de cartas guardadas durante quarenta anos.',
      genre: 'Drama',
      durationMinutes: 125,
      rating: 'M/14',
      poster: null,
      sessions: [at(1, '18:45', 'Sala 3')],
    },
  ]
}
