import { zodResolver } from '@hookform/resolvers/zod'
import { Plus } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import {
  BASE_CURRENCY_CODE,
  rateInput,
  type AdminCurrency,
} from '#shared/contracts/admin-settings.ts'
import { formatDate } from '#shared/dates.ts'
import { Button } from '#client/components/ui/button.tsx'
import { FormField } from '#client/components/ui/form-field.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Select } from '#client/components/ui/select.tsx'
import { SheetDialogContent } from '#client/components/ui/sheet-dialog.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast.ts'
import { useAddExchangeRate } from '../api/add-exchange-rate.ts'
import { useAdminCurrencies } from '../api/get-currencies.ts'
import { useAdminRates } from '../api/get-exchange-rates.ts'
import { useUpdateCurrency } from '../api/update-currency.ts'
import { RowActions, StatusBadge, TableSection } from './table-section.tsx'
import { applyFieldErrors } from '#client/lib/field-errors.ts'
import { localizedName } from '#shared/language.ts'

export function CurrenciesSection() {
  const { t, i18n } = useTranslation('admin-settings')
  const currencies = useAdminCurrencies()
  const rates = useAdminRates()
  const [adding, setAdding] = useState(false)
  const update = useUpdateCurrency({
    onSuccess: (saved) =>
      toast.success(saved.isActive ? t('toast.activated') : t('toast.deactivated'), {
        description: saved.id,
      }),
    onError: (error) =>
      toast.error(t('toast.errorTitle'), {
        description: errorMessage(error, t('toast.saveFailed')),
      }),
  })

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <TableSection
        id="settings-currencies"
        title={t('currencies.title')}
        description={t('currencies.description')}
        query={currencies}
        emptyTitle={t('currencies.empty')}
        columns={[
          {
            header: t('currencies.code'),
            cell: (row) => (
              <>
                {row.id} <span className="text-muted-foreground">{row.symbol}</span>
              </>
            ),
            className: 'font-mono',
          },
          {
            header: t('currencies.name'),
            cell: (row) => localizedName(row, i18n.resolvedLanguage),
          },
          { header: t('currencies.type'), cell: (row) => t(`currencies.types.${row.type}`) },
          { header: t('common.status'), cell: (row) => <StatusBadge active={row.isActive} /> },
        ]}
        actions={(row) =>
          row.id === BASE_CURRENCY_CODE ? (
            <span className="text-xs text-muted-foreground">{t('currencies.base')}</span>
          ) : (
            <RowActions
              name={row.id}
              active={row.isActive}
              busy={update.isPending}
              onToggle={() => update.mutate({ id: row.id, changes: { isActive: !row.isActive } })}
            />
          )
        }
      />

      <TableSection
        id="settings-rates"
        title={t('rates.title')}
        description={t('rates.description')}
        query={rates}
        emptyTitle={t('rates.empty')}
        action={
          <Button onClick={() => setAdding(true)} disabled={!currencies.data}>
            <Plus aria-hidden="true" />
            {t('rates.add')}
          </Button>
        }
        columns={[
          {
            header: t('rates.pair'),
            cell: (row) => `1 ${row.fromCurrency} → ${row.toCurrency}`,
            className: 'font-mono',
          },
          { header: t('rates.rate'), cell: (row) => row.rate, className: 'font-mono' },
          {
            header: t('rates.date'),
            cell: (row) =>
              formatDate(row.lastUpdated, i18n.language, {
                year: 'numeric',
                month: 'short',
                day: 'numeric',
              }),
          },
          {
            header: t('rates.source'),
            cell: (row) => row.source ?? '—',
            className: 'text-muted-foreground',
          },
        ]}
      />

      <Dialog.Root open={adding} onOpenChange={setAdding}>
        {adding && currencies.data ? (
          <RateDialog currencies={currencies.data} onDone={() => setAdding(false)} />
        ) : null}
      </Dialog.Root>
    </div>
  )
}

type RateValues = z.input<typeof rateInput>

function RateDialog({ currencies, onDone }: { currencies: AdminCurrency[]; onDone: () => void }) {
  const { t, i18n } = useTranslation('admin-settings')
  const form = useForm<RateValues, unknown, z.output<typeof rateInput>>({
    resolver: zodResolver(rateInput),
    defaultValues: {
      fromCurrency: currencies.find((c) => c.id !== BASE_CURRENCY_CODE)?.id ?? '',
      toCurrency: BASE_CURRENCY_CODE,
      rate: '',
      rateDate: new Date().toISOString().slice(0, 10),
      source: '',
    },
  })
  const { errors } = form.formState
  const add = useAddExchangeRate({
    onSuccess: (saved) => {
      toast.success(t('toast.rateAdded'), {
        description: `1 ${saved.fromCurrency} = ${saved.rate} ${saved.toCurrency}`,
      })
      onDone()
    },
    onError: (error) => {
      applyFieldErrors(form, error)
      toast.error(t('toast.errorTitle'), {
        description: errorMessage(error, t('toast.saveFailed')),
      })
    },
  })
  const options = currencies.map((currency) => (
    <option key={currency.id} value={currency.id}>
      {currency.id} — {localizedName(currency, i18n.resolvedLanguage)}
    </option>
  ))

  return (
    <SheetDialogContent
      title={t('rates.addTitle')}
      description={t('rates.dialogDescription')}
      closeLabel={t('common.close')}
      width="lg"
    >
      <form
        noValidate
        className="mt-4 grid gap-3"
        onSubmit={form.handleSubmit((values) => add.mutate(values))}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField
            id="rate-from"
            label={t('rates.from')}
            required
            error={errors.fromCurrency?.message}
          >
            {(control) => (
              <Select {...control} {...form.register('fromCurrency')}>
                {options}
              </Select>
            )}
          </FormField>
          <FormField id="rate-to" label={t('rates.to')} required error={errors.toCurrency?.message}>
            {(control) => (
              <Select {...control} {...form.register('toCurrency')}>
                {options}
              </Select>
            )}
          </FormField>
        </div>
        <FormField
          id="rate-value"
          label={t('rates.rate')}
          hint={t('rates.rateHint')}
          required
          error={errors.rate?.message}
        >
          {(control) => <Input {...control} inputMode="decimal" {...form.register('rate')} />}
        </FormField>
        <FormField
          id="rate-date"
          label={t('rates.date')}
          hint={t('rates.dateHint')}
          error={errors.rateDate?.message}
        >
          {(control) => (
            <Input
              {...control}
              type="date"
              {...form.register('rateDate', { setValueAs: (value: string) => value || undefined })}
            />
          )}
        </FormField>
        <FormField id="rate-source" label={t('rates.source')} error={errors.source?.message}>
          {(control) => <Input {...control} {...form.register('source')} />}
        </FormField>
        <div className="flex justify-end gap-2 pt-2">
          <Dialog.Close asChild>
            <Button variant="outline">{t('common.cancel')}</Button>
          </Dialog.Close>
          <Button type="submit" disabled={add.isPending}>
            {t('common.save')}
          </Button>
        </div>
      </form>
    </SheetDialogContent>
  )
}
