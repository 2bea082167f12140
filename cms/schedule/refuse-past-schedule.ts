import type { ServerFunction } from 'payload'
import {
  schedulePublishHandler,
  type SchedulePublishHandlerArgs,
} from '@payloadcms/ui/utilities/schedulePublishHandler'
import { scheduleInWords, SCHEDULE_TIME_ZONES } from './zones'

const MESSAGES = {
  pt: {
    noDate: 'Escolha a data e a hora. Nada foi agendado.',
    zone: 'Escolha o fuso horário de Luanda ou de Maputo. Nada foi agendado.',
    past: (when: string) => `Essa hora já passou (${when}). Escolha uma hora futura: nada foi agendado.`,
  },
  en: {
    noDate: 'Choose a date and time. Nothing was scheduled.',
    zone: 'Choose the Luanda or Maputo time zone. Nothing was scheduled.',
    past: (when: string) =>
      `That time has already passed (${when}). Choose a time in the future: nothing was scheduled.`,
  },
}

/**
 * The admin's "Schedule Publish" request, checked on the server before Payload queues the job: a
 * publish or unpublish whose time has already passed would run on the next tick of the jobs
 * runner, i.e. at once, while the editor believes it is planned. The server's clock decides, not
 * the browser's (which may be wrong, or the drawer may have stayed open past the chosen minute).
 * The refusal is returned as `{ error }`, which the schedule drawer shows as it is.
 */
export const schedulePublishRefusingPast: ServerFunction<SchedulePublishHandlerArgs> = async (args) => {
  // Deleting an upcoming event carries no time to check.
  if (args.deleteID !== undefined && args.deleteID !== null) return schedulePublishHandler(args)
  const messages = MESSAGES[args.req.i18n.language.startsWith('pt') ? 'pt' : 'en']
  const when = args.date === undefined ? null : new Date(args.date)
  if (!when || Number.isNaN(when.getTime())) return { error: messages.noDate }
  if (args.timezone && !SCHEDULE_TIME_ZONES.some((zone) => zone.value === args.timezone))
    return { error: messages.zone }
  if (when.getTime() <= Date.now()) {
    const type = args.type === 'unpublish' ? 'unpublish' : 'publish'
    return {
      error: messages.past(
        scheduleInWords(type, when, args.timezone || SCHEDULE_TIME_ZONES[0]!.value, args.req.i18n.language),
      ),
    }
  }
  return schedulePublishHandler(args)
}

/** Server functions of the admin that replace Payload's own (passed to handleServerFunctions). */
export const scheduleServerFunctions = { 'schedule-publish': schedulePublishRefusingPast }
