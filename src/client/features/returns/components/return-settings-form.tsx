import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ReturnPolicy } from '#shared/contracts/returns.ts'
import { localizedName } from '#shared/language.ts'
import { Button } from '#client/components/ui/button.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast.ts'
import { useReturnPolicy } from '../api/get-return-policy.ts'
import { useSaveReturnSettings } from '../api/save-return-settings.ts'

/** The admins' return rules: the platform's window, the seller's days, and categories' windows. */
export function ReturnSettingsForm() {
  const { t } = useTranslation('returns')
  const policy = useReturnPolicy()
  if (policy.isPending) return <Skeleton className="h-40" />
  if (policy.isError) {
    return (
      <ErrorState
        title={t('settings.loadError')}
        error={policy.error}
        onRetry={() => void policy.refetch()}
      />
    )
  }
  // Keyed by the saved rules, so the form starts again from them after a save.
  return <SettingsFields key={JSON.stringify(policy.data)} policy={policy.data} />
}

function SettingsFields({ policy }: { policy: ReturnPolicy }) {
  const { t, i18n } = useTranslation('returns')
  const id = useId()
  const [windowDays, setWindowDays] = useState(String(policy.windowDays))
  const [decisionDays, setDecisionDays] = useState(String(policy.decisionDays))
  const [categories, setCategories] = useState(() =>
    Object.fromEntries(
      policy.categories.map((category) => [
        category.id,
        category.windowDays === null ? '' : String(category.windowDays),
      ]),
    ),
  )
  const save = useSaveReturnSettings({
    onSuccess: () => toast.success(t('settings.saved')),
    onError: (error) =>
      toast.error(t('settings.failed'), { description: errorMessage(error, t('settings.failed')) }),
  })
  return (
    <form
      className="grid gap-4 rounded-lg border border-border bg-surface p-4"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault()
        save.mutate({
          windowDays: Number(windowDays),
          decisionDays: Number(decisionDays),
          categories: policy.categories.map((category) => {
            const value = categories[category.id]?.trim() ?? ''
            return { id: category.id, windowDays: value === '' ? null : Number(value) }
          }),
        })
      }}
    >
      <div>
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          {t('settings.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('settings.description')}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-window`} required>
            {t('settings.windowDays')}
          </Label>
          <Input
            id={`${id}-window`}
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            value={windowDays}
            onChange={(event) => setWindowDays(event.target.value)}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-decision`} required>
            {t('settings.decisionDays')}
          </Label>
          <Input
            id={`${id}-decision`}
            type="number"
            inputMode="numeric"
            min={1}
            max={30}
            value={decisionDays}
            onChange={(event) => setDecisionDays(event.target.value)}
          />
        </div>
      </div>
      <fieldset className="grid gap-2">
        <legend className="font-medium">{t('settings.categories')}</legend>
        <p id={`${id}-category-hint`} className="text-sm text-muted-foreground">
          {t('settings.categoryHint')}
        </p>
        <div className="grid gap-2 sm:grid-cols-2">
          {policy.categories.map((category) => {
            const name = localizedName(category, i18n.resolvedLanguage)
            return (
              <div key={category.id} className="grid gap-1">
                <Label htmlFor={`${id}-${category.id}`}>
                  {t('settings.categoryDays', { name })}
                </Label>
                <Input
                  id={`${id}-${category.id}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={365}
                  aria-describedby={`${id}-category-hint`}
                  value={categories[category.id] ?? ''}
                  onChange={(event) =>
                    setCategories((current) => ({ ...current, [category.id]: event.target.value }))
                  }
                />
              </div>
            )
          })}
        </div>
      </fieldset>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {t('settings.save')}
        </Button>
      </div>
    </form>
  )
}
