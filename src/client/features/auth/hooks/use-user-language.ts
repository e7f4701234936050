import { useEffect, useRef } from 'react'
import { CALENDARS, type Calendar } from '#shared/constants.ts'
import { setChosenCalendar } from '#shared/dates.ts'
import { uiLanguageFor } from '#shared/language.ts'
import { i18n, setUiLanguage } from '#client/lib/i18n.ts'
import { useMe } from '#client/lib/session.ts'

function isCalendar(value: unknown): value is Calendar {
  return (CALENDARS as readonly unknown[]).includes(value)
}

/**
 * A signed-in user's saved preferred language wins over this browser's stored choice (except on
 * an address that names its language), and their
 * calendar choice over the language's own. Runs when a preference itself changes (sign-in,
 * profile save), not on every render.
 */
export function useUserLanguage() {
  const { data: user } = useMe()
  const preferred = user?.preferredLanguage
  const calendar = isCalendar(user?.calendar) ? user.calendar : null
  useEffect(() => {
    // An address with ?lang= (a shared link) was rendered in that language: it stays for this page.
    if (new URLSearchParams(window.location.search).has('lang')) return
    if (preferred) void setUiLanguage(uiLanguageFor(preferred))
  }, [preferred])
  const appliedCalendar = useRef<Calendar | null>(null)
  useEffect(() => {
    if (calendar === appliedCalendar.current) return
    appliedCalendar.current = calendar
    setChosenCalendar(calendar)
    // Screens re-render on a language change; the same signal redraws their dates.
    void i18n.changeLanguage(i18n.language)
  }, [calendar])
}
