import { zodResolver } from '@hookform/resolvers/zod'
import { CalendarClock, Store } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { MARKET_TIME_ZONE } from '#shared/dates.ts'
import { VACATION_MESSAGE_MAX, type StoreVacation } from '#shared/contracts/store-vacation.ts'
import { useReturnDate } from '#client/components/store-away.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { FormField } from '#client/components/ui/form-field.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { applyFieldErrors } from '#client/lib/field-errors.ts'
import { toast } from '#client/lib/toast.ts'
import { useVacation } from '../api/get-vacation.ts'
import { useSetVacation } from '../api/set-vacation.ts'

const vacationForm = z.object({
  until: z.iso.date('validation.date'),
  message: z.string().trim().max(VACATION_MESSAGE_MAX, 'validation.tooLong'),
})
type VacationValues = z.infer<typeof vacationForm>

/** Tomorrow in Addis Ababa, `YYYY-MM-DD`: the first return date the store may choose. */
function tomorrow() {
  return new Intl.DateTimeFormat('en-CA', { timeZone: MARKET_TIME_ZONE }).format(
    Date.now() + 24 * 60 * 60 * 1000,
  )
}

/** Vacation mode in the store settings: pause the store until a return date, or reopen it. */
export function VacationSettings() {
  const { t } = useTranslation('dashboard')
  const vacation = useVacation()
  return (
    <Card className="grid gap-4 p-4 sm:p-5">
      <div className="grid gap-1">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <CalendarClock aria-hidden="true" className="size-5 text-primary" />
          {t('vacation.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('vacation.description')}</p>
      </div>
      {vacation.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : vacation.isError ? (
        <ErrorState
          title={t('vacation.error')}
          error={vacation.error}
          onRetry={() => void vacation.refetch()}
        />
      ) : (
        <VacationForm key={vacation.data.awayUntil ?? 'open'} current={vacation.data} />
      )}
    </Card>
  )
}

function VacationForm({ current }: { current: StoreVacation }) {
  const { t } = useTranslation('dashboard')
  const returnDate = useReturnDate()
  const form = useForm<VacationValues>({
    resolver: zodResolver(vacationForm),
    defaultValues: { until: current.awayUntil ?? '', message: current.message ?? '' },
  })
  const save = useSetVacation({
    onSuccess: (saved) =>
      toast.success(
        saved.awayUntil
          ? t('vacation.paused', { date: returnDate(saved.awayUntil) })
          : t('vacation.reopened'),
      ),
    onError: (error) => {
      if (applyFieldErrors(form, error).length > 0) return
      toast.error(t('vacation.failed'), {
        description: errorMessage(error, t('vacation.tryAgain')),
      })
    },
  })
  const { errors } = form.formState
  return (
    <div className="grid gap-4">
      <p
        className={
          current.awayUntil
            ? 'rounded-md bg-[#fef3c7] p-3 font-medium text-[#78350f]'
            : 'flex items-center gap-2 rounded-md bg-primary-soft p-3 font-medium text-primary'
        }
      >
        {current.awayUntil ? (
          t('vacation.awayNow', { date: returnDate(current.awayUntil) })
        ) : (
          <>
            <Store aria-hidden="true" className="size-4" />
            {t('vacation.openNow')}
          </>
        )}
      </p>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={form.handleSubmit((values) =>
          save.mutate({ until: values.until, message: values.message || null }),
        )}
      >
        <FormField
          id="vacation-until"
          label={t('vacation.until')}
          hint={t('vacation.untilHint')}
          error={errors.until?.message}
          required
        >
          {(control) => (
            <Input
              {...control}
              type="date"
              min={tomorrow()}
              className="max-w-xs"
              disabled={save.isPending}
              {...form.register('until')}
            />
          )}
        </FormField>
        <FormField
          id="vacation-message"
          label={t('vacation.message')}
          hint={t('vacation.messageHint')}
          error={errors.message?.message}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={2}
              maxLength={VACATION_MESSAGE_MAX}
              disabled={save.isPending}
              {...form.register('message')}
            />
          )}
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            {current.awayUntil ? t('vacation.save') : t('vacation.pause')}
          </Button>
          {current.awayUntil ? (
            <Button
              variant="outline"
              disabled={save.isPending}
              onClick={() => save.mutate({ until: null, message: null })}
            >
              {t('vacation.reopen')}
            </Button>
          ) : null}
        </div>
      </form>
    </div>
  )
}
