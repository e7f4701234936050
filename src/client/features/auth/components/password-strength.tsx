import { Suspense, use, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type * as strengthModule from '#shared/password-strength.ts'
import { cn } from '#client/lib/cn.ts'

// The estimator carries large dictionaries: it is fetched on the first typed character, never
// with the page.
type StrengthModule = typeof strengthModule
let loading: Promise<StrengthModule> | undefined
const loadStrength = () => (loading ??= import('#shared/password-strength.ts'))

const BAR_COLORS = ['bg-red-600', 'bg-red-500', 'bg-amber-500', 'bg-green-600', 'bg-green-700']

/**
 * A live estimate of how hard the password is to guess, with the reason when it is too easy.
 * The server applies the same estimate and threshold when the form is sent.
 */
export function PasswordStrength({ password, personal }: { password: string; personal: string[] }) {
  if (!password) return null
  return (
    <Suspense fallback={null}>
      <StrengthMeter password={password} personal={personal} />
    </Suspense>
  )
}

function StrengthMeter({ password, personal }: { password: string; personal: string[] }) {
  const { t } = useTranslation('auth')
  const { t: tm } = useTranslation('messages')
  const { checkPasswordStrength, MIN_PASSWORD_SCORE } = use(loadStrength())
  const personalKey = personal.join('\u0001')
  const strength = useMemo(
    () => checkPasswordStrength(password, personalKey.split('\u0001')),
    [checkPasswordStrength, password, personalKey],
  )
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
          strength.score >= MIN_PASSWORD_SCORE ? 'text-muted-foreground' : 'text-destructive',
        )}
        aria-live="polite"
      >
        {t('passwordStrength.label', { level })}
        {strength.reason ? ` — ${tm(strength.reason)}` : ''}
      </p>
    </div>
  )
}
