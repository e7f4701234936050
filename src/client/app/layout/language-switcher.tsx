import { useTranslation } from 'react-i18next'
import { toast } from '#client/lib/toast.ts'
import { UI_LANGUAGES, type UiLanguage } from '#shared/constants.ts'
import { LANGUAGE_NAMES, uiLanguageFor } from '#shared/language.ts'
import { useMe } from '#client/lib/session.ts'
import { useUpdateProfile } from '#client/features/auth/api/update-profile.ts'
import { cn } from '#client/lib/cn.ts'
import { setUiLanguage } from '#client/lib/i18n.ts'

/**
 * አማርኛ / English / Afaan Oromoo / ትግርኛ, each named in itself. The choice applies at once (cookie
 * and this browser); signed-in users also get it saved as their preferred language.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('common')
  const { data: user } = useMe()
  const saveLanguage = useUpdateProfile({
    onError: (error) => toast.error(t('language.saveFailed'), { description: error.message }),
  })
  const active = uiLanguageFor(i18n.resolvedLanguage)

  async function choose(language: UiLanguage) {
    if (language === active) return
    await setUiLanguage(language)
    if (user && uiLanguageFor(user.preferredLanguage) !== language) {
      saveLanguage.mutate({ preferredLanguage: language })
    }
  }

  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={cn(
        'inline-flex flex-wrap rounded-md border border-border bg-surface p-0.5',
        className,
      )}
    >
      {UI_LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === active}
          onClick={() => void choose(language)}
          className={cn(
            'rounded px-2.5 py-1 text-sm font-medium focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring',
            language === active
              ? 'bg-primary text-primary-foreground'
              : 'text-foreground hover:bg-muted',
          )}
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </div>
  )
}
