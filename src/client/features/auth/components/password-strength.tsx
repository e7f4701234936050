import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { cn } from '#client/lib/cn.ts'
import { useDebouncedValue } from '#client/lib/use-debounced-value.ts'
import { checkPasswordStrength } from '../api/check-password-strength.ts'

// The estimate comes from the server, which holds zxcvbn's dictionaries (about 850 KB compressed):
// a phone on mobile data never downloads them, and the meter judges exactly as registration does.

const BAR_COLORS = ['bg-red-600', 'bg-red-500', 'bg-amber-500', 'bg-green-600', 'bg-green-700']

/**
 * A live estimate of how hard the password is to guess, with the reason when it is too easy.
 * The server applies the same estimate and threshold when the form is sent.
 */
export function PasswordStrength({ password, personal }: { password: string; personal: string[] }) {
  const { t } = useTranslation('auth')
  const { t: tm } = useTranslation('messages')
  const settled = useDebouncedValue({ password, personal: personal.filter(Boolean) }, 300)
  const query = useQuery({
    queryKey: ['auth', 'password-strength', settled],
    queryFn: () => checkPasswordStrength(settled),
    enabled: settled.password.length > 0,
    // The password lives in this cache only while the meter shows it.
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    placeholderData: keepPreviousData,
  })
  const strength = query.data
  if (!password || !strength) return null
  const level = t(`passwordStrength.levels.${strength.score}`)
  return (
    <div className="sm:col-span-2 -mt-2 space-y-1" data-testid="password-strength">
      <div
        className="flex gap-1"
        role="meter"
        aria-label={t('passwordStrength.meter')}
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={strength.score}
        aria-valuetext={level}
      >
        {[0, 1, 2, 3].map((segment) => (
          <span
            key={segment}
            className={cn(
              'h-1.5 flex-1 rounded-full',
              segment < Math.max(1, strength.score) ? BAR_COLORS[strength.score] : 'bg-muted',
            )}
          />
        ))}
      </div>
      <p
        className={cn(
          'text-sm',
          strength.acceptable ? 'text-muted-foreground' : 'text-destructive',
        )}
        aria-live="polite"
      >
        {t('passwordStrength.label', { level })}
        {strength.reason ? ` — ${tm(strength.reason)}` : ''}
      </p>
    </div>
  )
}
