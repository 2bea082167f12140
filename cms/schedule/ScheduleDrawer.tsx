'use client'
import { TZDate } from '@date-fns/tz'
import {
  Button,
  DatePicker,
  Drawer,
  FieldLabel,
  Gutter,
  Pill,
  ReactSelect,
  type ReactSelectOption,
  TimezonePicker,
  toast,
  useConfig,
  useDocumentInfo,
  useDocumentTitle,
  useModal,
  useServerFunctions,
  useTranslation,
  XIcon,
} from '@payloadcms/ui'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { scheduleInWords } from './zones'

type PublishType = 'publish' | 'unpublish'

/** One pending schedule, as Payload's `get-upcoming-scheduled-publish` server function lists it. */
type UpcomingEvent = {
  id: number | string
  input: { locale?: string; timezone?: string; type: PublishType }
  waitUntil: Date | string
}

type Props = {
  slug: string
  defaultType: PublishType
  defaultTimezone: string
  timeIntervals?: number
  timeFormat?: string
}

/**
 * The picker (react-datepicker) can only show a time in the browser's own zone. It is fed a Date
 * whose browser-local fields are the wall clock of the chosen zone, and what it returns is read
 * back the same way, so the digits the editor sees and picks are always the chosen zone's.
 */
const wallClockAsLocal = (instant: Date, zone: string): Date => {
  const wall = new TZDate(instant.getTime(), zone)
  return new Date(wall.getFullYear(), wall.getMonth(), wall.getDate(), wall.getHours(), wall.getMinutes())
}
const localAsInstant = (wall: Date, zone: string): Date =>
  new Date(
    new TZDate(
      wall.getFullYear(),
      wall.getMonth(),
      wall.getDate(),
      wall.getHours(),
      wall.getMinutes(),
      0,
      zone,
    ).getTime(),
  )

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate()

const WORDS = {
  pt: {
    choose: 'Escolha a data e a hora.',
    past: 'Essa hora já passou na hora de',
    zoneHint: 'As horas são as do fuso escolhido, não as do seu computador.',
  },
  en: {
    choose: 'Choose a date and time.',
    past: 'That time has already passed in',
    zoneHint: 'Times are in the chosen zone, not your computer’s.',
  },
}

/**
 * "Schedule Publish": publish or unpublish the document at a time read in the country's zone
 * (Luanda or Maputo, the document's country by default), shown back in words with its zone before
 * saving. The server refuses a time that has passed (cms/schedule/refuse-past-schedule.ts); its
 * refusal is shown here and nothing is scheduled.
 */
export function ScheduleDrawer({ slug, defaultType, defaultTimezone, timeIntervals, timeFormat }: Props) {
  const { toggleModal } = useModal()
  const { config } = useConfig()
  const { id, collectionSlug, globalSlug } = useDocumentInfo()
  const { title } = useDocumentTitle()
  const { i18n, t } = useTranslation()
  const { getUpcomingScheduledPublish, schedulePublish } = useServerFunctions()
  const supportedTimezones = config.admin.timezones.supportedTimezones
  const localization = config.localization
  const words = WORDS[i18n.language.startsWith('pt') ? 'pt' : 'en']

  const [type, setType] = useState<PublishType>(defaultType)
  const [wall, setWall] = useState<Date | undefined>()
  const [timezone, setTimezone] = useState(defaultTimezone)
  const allLocales = useMemo<ReactSelectOption>(() => ({ label: t('general:all'), value: 'all' }), [t])
  const [locale, setLocale] = useState<ReactSelectOption>(allLocales)
  const [processing, setProcessing] = useState(false)
  const [upcoming, setUpcoming] = useState<UpcomingEvent[] | undefined>()
  // "Now", renewed every 30 s, for the picker's earliest day and time in the chosen zone.
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000)
    return () => clearInterval(timer)
  }, [])

  const localeOptions = useMemo<ReactSelectOption[]>(
    () =>
      localization
        ? [
            allLocales,
            ...localization.locales.map(({ code, label }) => ({
              label: typeof label === 'string' ? label : (label[i18n.language] ?? code),
              value: code,
            })),
          ]
        : [],
    [localization, allLocales, i18n.language],
  )

  const fetchUpcoming = useCallback(async () => {
    setUpcoming((await getUpcomingScheduledPublish({ id, collectionSlug, globalSlug })) as UpcomingEvent[])
  }, [getUpcomingScheduledPublish, id, collectionSlug, globalSlug])
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the list is set when the server function returns, not synchronously
    void fetchUpcoming()
  }, [fetchUpcoming])

  const instant = wall && timezone ? localAsInstant(wall, timezone) : undefined
  const nowWall = wallClockAsLocal(now, timezone || defaultTimezone)
  const minTime =
    wall && sameDay(wall, nowWall) ? nowWall : new Date(nowWall.getFullYear(), nowWall.getMonth(), nowWall.getDate())
  const maxTime = new Date(nowWall.getFullYear(), nowWall.getMonth(), nowWall.getDate(), 23, 59)

  const save = useCallback(async () => {
    if (!instant) return void toast.error(words.choose)
    setProcessing(true)
    const localeToPublish = type === 'publish' && locale.value !== 'all' ? String(locale.value) : undefined
    const result = (await schedulePublish({
      type,
      date: instant,
      doc: collectionSlug ? { relationTo: collectionSlug, value: String(id) } : undefined,
      global: globalSlug || undefined,
      localeToPublish,
      timezone,
    })) as { error?: string } | undefined
    setProcessing(false)
    // Payload's own drawer said "Scheduled successfully" whatever the server returned.
    if (result?.error) return void toast.error(result.error)
    setWall(undefined)
    toast.success(t('version:scheduledSuccessfully'))
    void fetchUpcoming()
  }, [instant, words, type, locale, schedulePublish, collectionSlug, id, globalSlug, timezone, t, fetchUpcoming])

  const remove = useCallback(
    async (jobId: number | string) => {
      const result = (await schedulePublish({ deleteID: jobId })) as { error?: string } | undefined
      if (result?.error) return void toast.error(result.error)
      toast.success(t('general:deletedSuccessfully'))
      void fetchUpcoming()
    },
    [schedulePublish, t, fetchUpcoming],
  )

  const zoneLabel = (zone: string | undefined) =>
    supportedTimezones.find((option) => option.value === zone)?.label ?? zone ?? t('general:noValue')
  const modalTitle = t('general:schedulePublishFor', { title })
  const inPast = instant !== undefined && instant.getTime() <= now.getTime()

  return (
    <Drawer
      className="schedule-publish"
      gutter={false}
      Header={
        <div className="schedule-publish__drawer-header">
          <h2 title={modalTitle}>{modalTitle}</h2>
          <button
            aria-label={t('general:close')}
            className="drawer-close-button"
            onClick={() => toggleModal(slug)}
            type="button"
          >
            <XIcon />
          </button>
        </div>
      }
      slug={slug}
    >
      <Gutter className="schedule-publish__scheduler">
        <FieldLabel label={t('version:type')} required />
        <ul className="schedule-publish__type" role="radiogroup">
          {(['publish', 'unpublish'] as const).map((option) => (
            <li key={option}>
              <label className="radio-input">
                <input
                  checked={type === option}
                  disabled={processing}
                  name={`${slug}-type`}
                  onChange={() => setType(option)}
                  type="radio"
                  value={option}
                />{' '}
                {t(option === 'publish' ? 'version:publish' : 'version:unpublish')}
              </label>
            </li>
          ))}
        </ul>
        <br />
        <FieldLabel label={t('general:time')} path="time" required />
        <DatePicker
          id="time"
          maxTime={maxTime}
          minDate={nowWall}
          minTime={minTime}
          onChange={(picked) => setWall(picked ?? undefined)}
          pickerAppearance="dayAndTime"
          readOnly={processing}
          timeFormat={timeFormat}
          timeIntervals={timeIntervals ?? 5}
          value={wall}
        />
        <TimezonePicker
          id="timezone-picker"
          onChange={(zone) => setTimezone(zone || defaultTimezone)}
          options={supportedTimezones}
          required
          selectedTimezone={timezone}
        />
        <p className="schedule-publish__in-words" data-testid="schedule-in-words" role="status">
          {instant ? scheduleInWords(type, instant, timezone, i18n.language) : words.zoneHint}
        </p>
        {inPast ? <p className="schedule-publish__past">{`${words.past} ${zoneLabel(timezone)}.`}</p> : null}
        <br />
        {localeOptions.length > 0 && type === 'publish' ? (
          <>
            <FieldLabel label={t('localization:localeToPublish')} />
            <ReactSelect
              onChange={(option) => setLocale((option as ReactSelectOption) ?? allLocales)}
              options={localeOptions}
              value={locale}
            />
            <br />
          </>
        ) : null}
        <div className="schedule-publish__actions">
          <Button
            buttonStyle="primary"
            disabled={processing}
            id="scheduled-publish-save"
            onClick={() => void save()}
            type="button"
          >
            {t('general:save')}
          </Button>
          {processing ? <span>{t('general:saving')}</span> : null}
        </div>
      </Gutter>
      <Gutter className="schedule-publish__upcoming">
        <h4>{t('general:upcomingEvents')}</h4>
        {upcoming?.length === 0 ? <p>{t('general:noUpcomingEventsScheduled')}</p> : null}
        {upcoming && upcoming.length > 0 ? (
          <table className="schedule-publish__upcoming-table">
            <thead>
              <tr>
                <th>{t('version:type')}</th>
                <th>{t('general:time')}</th>
                <th>{t('general:timezone')}</th>
                {localization ? <th>{t('general:locale')}</th> : null}
                <th>{t('general:delete')}</th>
              </tr>
            </thead>
            <tbody>
              {upcoming.map((event) => {
                const zone = event.input.timezone || defaultTimezone
                return (
                  <tr key={event.id}>
                    <td>
                      <Pill pillStyle={event.input.type === 'publish' ? 'success' : 'warning'} size="small">
                        {t(event.input.type === 'publish' ? 'version:publish' : 'version:unpublish')}
                      </Pill>
                    </td>
                    <td>{scheduleInWords(event.input.type, new Date(event.waitUntil), zone, i18n.language)}</td>
                    <td>{zoneLabel(event.input.timezone)}</td>
                    {localization ? <td>{event.input.locale ?? t('general:all')}</td> : null}
                    <td>
                      <Button
                        buttonStyle="icon-label"
                        className="schedule-publish__delete"
                        icon="x"
                        onClick={() => void remove(event.id)}
                        tooltip={t('general:delete')}
                      />
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        ) : null}
      </Gutter>
    </Drawer>
  )
}
