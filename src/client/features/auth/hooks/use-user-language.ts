import { useEffect } from 'react'
import { uiLanguageFor } from '#shared/language.ts'
import { setUiLanguage } from '#client/lib/i18n.ts'
import { useMe } from '#client/lib/session.ts'

/**
 * A signed-in user's saved preferred language wins over this browser's stored choice. Runs when the
 * preference itself changes (sign-in, profile save), not on every render.
 */
export function useUserLanguage() {
  const { data: user } = useMe()
  const preferred = user?.preferredLanguage
  useEffect(() => {
    if (preferred) void setUiLanguage(uiLanguageFor(preferred))
  }, [preferred])
}
