import { useTranslation } from 'react-i18next'
import { localizedName } from '#shared/language.ts'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { useReturnPolicy } from '../api/get-return-policy.ts'
import { daysText } from '../lib/return-text.ts'

/** The return rules as they are set now: the windows, the seller's days, the refund ways. */
export function ReturnPolicyRules() {
  const { t, i18n } = useTranslation('returns')
  const policy = useReturnPolicy()
  if (policy.isPending) return <Skeleton className="h-32" />
  if (policy.isError) {
    return (
      <ErrorState
        title={t('policy.loadError')}
        error={policy.error}
        onRetry={() => void policy.refetch()}
      />
    )
  }
  const name = (category: (typeof policy.data.categories)[number]) =>
    localizedName(category, i18n.resolvedLanguage)
  const closed = policy.data.categories.filter((category) => category.windowDays === 0)
  const own = policy.data.categories.filter(
    (category) => category.windowDays !== null && category.windowDays > 0,
  )
  return (
    <section
      aria-labelledby="return-rules"
      className="grid gap-2 rounded-lg border border-primary/40 bg-primary-soft p-4"
    >
      <h2 id="return-rules" className="text-xl font-semibold">
        {t('policy.title')}
      </h2>
      <ul className="grid list-disc gap-1.5 ps-6">
        <li>{t('policy.window', { days: daysText(t, policy.data.windowDays) })}</li>
        <li>{t('policy.decision', { days: daysText(t, policy.data.decisionDays) })}</li>
        {closed.length > 0 ? (
          <li>{t('policy.notReturnable', { names: closed.map(name).join(', ') })}</li>
        ) : null}
        <li>{t('policy.refundWays')}</li>
        <li>{t('policy.creditFirst')}</li>
      </ul>
      {own.length > 0 ? (
        <>
          <h3 className="font-semibold">{t('policy.ownWindowsTitle')}</h3>
          <ul className="grid list-disc gap-1 ps-6">
            {own.map((category) => (
              <li key={category.id}>
                {t('policy.ownWindow', {
                  name: name(category),
                  days: daysText(t, category.windowDays!),
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
