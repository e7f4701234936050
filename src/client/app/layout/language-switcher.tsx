import { useTranslation } from 'react-i18next'
import { toast } from '#client/lib/toast.ts'
import type { UiLanguage } from '#shared/constants.ts'
import { uiLanguageFor } from '#shared/language.ts'
import { useMe } from '#client/lib/session.ts'
import { useUpdateProfile } from '#client/features/auth/api/update-profile.ts'
import { cn } from '#client/lib/cn.ts'
import { setUiLanguage } from '#client/lib/i18n.ts'

const OPTIONS: { value: UiLanguage; label: string }[] = [
  { value: 'am', label: 'አማርኛ' },
  { value: 'en', label: 'English' },
]

/** አማርኛ / English. Signed-in users also get the choice saved as their preferred language. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('common')
  const { data: user } = useMe()
  const saveLanguage = useUpdateProfile({
    onError: (error) => toast.error(t('language.saveFailed'), { description: error.message }),
  })
  const active = i18n.resolvedLanguage === 'en' ? 'en' : 'am'

  async function choose(language: UiLanguage) {
    if (language === active) return
    await setUiLanguage(language)
    // Afaan Oromo reads in English and Tigrinya in Amharic: keep that preference if it already maps here.
    if (user && uiLanguageFor(user.preferredLanguage) !== language) {
      saveLanguage.mutate({ preferredLanguage: language })
    }
  }

  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={cn('inline-flex rounded-md border border-border bg-surface p-0.5', className)}
    >
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          lang={option.value}
          aria-pressed={option.value === active}
          onClick={() => void choose(option.value)}
          className={cn(
            'rounded px-2.5 py-1 text-sm font-medium focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring',
            option.value === active
              ? 'bg-primary text-primary-foreground'
              : 'text-foreground hover:bg-muted',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  )
}
