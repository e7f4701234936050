import { zodResolver } from '@hookform/resolvers/zod'
import { BadgeCheck } from 'lucide-react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { CurrencyOptions } from './preference-options.tsx'
import { useTranslation } from 'react-i18next'
import { toast } from '#client/lib/toast.ts'
import { useLocation } from 'wouter'
import { FORM_CURRENCIES, SHIPPING_REGIONS, TRIAL_DAYS } from '#shared/constants.ts'
import { becomeSellerInput, type BecomeSellerInput } from '#shared/contracts/auth.ts'
import { formatDate } from '#shared/dates.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { Checkbox, CheckboxField } from '#client/components/ui/checkbox.tsx'
import { FormField, useFieldError } from '#client/components/ui/form-field.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Select } from '#client/components/ui/select.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { useBecomeSeller } from '../api/become-seller.ts'
import { applyFieldErrors } from '#client/lib/field-errors.ts'

type SellerValues = Required<BecomeSellerInput>

const FIELD_NAMES = Object.keys(becomeSellerInput.shape)

function toggle<T>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? [...new Set([...list, item])] : list.filter((value) => value !== item)
}

export function BecomeSellerForm() {
  const { t, i18n } = useTranslation('auth')
  const [, navigate] = useLocation()
  const form = useForm({
    resolver: zodResolver(becomeSellerInput),
    defaultValues: {
      storeName: '',
      description: '',
      servesInternational: false,
      shippingRegions: ['Ethiopia'],
      baseCurrency: 'ETB',
      acceptedCurrencies: ['ETB'],
      isDiasporaFriendly: true,
      supportsRemittance: false,
    } satisfies SellerValues,
  })
  const { errors } = form.formState
  const baseCurrency = useWatch({ control: form.control, name: 'baseCurrency' })

  const becomeSeller = useBecomeSeller({
    onSuccess: ({ seller }) => {
      toast.success(t('becomeSeller.successTitle'), {
        description: seller.trialEndsAt
          ? t('becomeSeller.successTrial', {
              date: formatDate(seller.trialEndsAt, i18n.resolvedLanguage),
            })
          : t('becomeSeller.successDescription'),
      })
      navigate('/dashboard', { replace: true })
    },
    onError: (error) => {
      applyFieldErrors(form, error, FIELD_NAMES)
      toast.error(t('becomeSeller.failedTitle'), {
        description: errorMessage(error, t('errors.fallback')),
      })
    },
  })

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold">{t('becomeSeller.title')}</h1>
        <p className="mt-2 text-muted-foreground">{t('becomeSeller.description')}</p>
      </div>
      <div className="flex items-start gap-3 rounded-lg border border-primary/30 bg-primary-soft p-4 text-foreground">
        <BadgeCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
        <p>
          <strong>{t('becomeSeller.trialTitle', { days: TRIAL_DAYS })}</strong>{' '}
          {t('becomeSeller.trialText')}
        </p>
      </div>
      <Card className="p-6">
        <form
          noValidate
          onSubmit={form.handleSubmit((values) =>
            // The base currency is always accepted.
            becomeSeller.mutate({
              ...values,
              acceptedCurrencies: [...new Set([values.baseCurrency, ...values.acceptedCurrencies])],
            }),
          )}
          className="grid gap-5"
        >
          <FormField
            id="seller-store-name"
            label={t('becomeSeller.storeName')}
            error={errors.storeName?.message}
            required
          >
            {(control) => (
              <Input {...control} autoComplete="organization" {...form.register('storeName')} />
            )}
          </FormField>
          <FormField
            id="seller-description"
            label={t('becomeSeller.storeDescription')}
            error={errors.description?.message}
            hint={t('becomeSeller.storeDescriptionHint')}
          >
            {(control) => <Textarea {...control} {...form.register('description')} />}
          </FormField>

          <Controller
            control={form.control}
            name="servesInternational"
            render={({ field }) => (
              <CheckboxField
                id="seller-international"
                label={t('becomeSeller.servesInternational')}
                hint={t('becomeSeller.servesInternationalHint')}
                checked={Boolean(field.value)}
                onCheckedChange={field.onChange}
              />
            )}
          />

          <Controller
            control={form.control}
            name="shippingRegions"
            render={({ field, fieldState }) => {
              const selected = field.value ?? []
              return (
                <fieldset
                  className="grid gap-3"
                  aria-describedby={fieldState.error ? 'seller-regions-error' : undefined}
                >
                  <legend className="mb-2 text-sm font-medium">
                    {t('becomeSeller.shippingRegions')}
                  </legend>
                  <div className="grid gap-3 sm:grid-cols-2">
                    {SHIPPING_REGIONS.map((region) => (
                      <CheckboxField
                        key={region}
                        id={`seller-region-${region.replace(/\s+/g, '-')}`}
                        label={t(`countries.${region}`)}
                        checked={selected.includes(region)}
                        onCheckedChange={(on) => field.onChange(toggle(selected, region, on))}
                      />
                    ))}
                  </div>
                  <RegionsError id="seller-regions-error" error={fieldState.error?.message} />
                </fieldset>
              )
            }}
          />

          <FormField
            id="seller-base-currency"
            label={t('becomeSeller.baseCurrency')}
            error={errors.baseCurrency?.message}
          >
            {(control) => (
              <Select {...control} {...form.register('baseCurrency')} className="sm:max-w-xs">
                <CurrencyOptions />
              </Select>
            )}
          </FormField>

          <Controller
            control={form.control}
            name="acceptedCurrencies"
            render={({ field }) => {
              const selected = field.value ?? []
              return (
                <fieldset className="grid gap-3" aria-describedby="seller-accepted-hint">
                  <legend className="mb-1 text-sm font-medium">
                    {t('becomeSeller.acceptedCurrencies')}
                  </legend>
                  <p id="seller-accepted-hint" className="text-sm text-muted-foreground">
                    {t('becomeSeller.acceptedCurrenciesHint')}
                  </p>
                  <div className="flex flex-wrap gap-x-6 gap-y-3">
                    {FORM_CURRENCIES.map((currency) => {
                      const isBase = currency === baseCurrency
                      const id = `seller-accepts-${currency}`
                      return (
                        <div key={currency} className="flex items-center gap-2">
                          <Checkbox
                            id={id}
                            checked={isBase || selected.includes(currency)}
                            disabled={isBase}
                            onCheckedChange={(value) =>
                              field.onChange(toggle(selected, currency, value === true))
                            }
                          />
                          <label htmlFor={id} className="text-sm font-medium">
                            {currency}
                            {isBase ? (
                              <span className="text-muted-foreground">
                                {' '}
                                ({t('becomeSeller.base')})
                              </span>
                            ) : null}
                          </label>
                        </div>
                      )
                    })}
                  </div>
                </fieldset>
              )
            }}
          />

          <Controller
            control={form.control}
            name="isDiasporaFriendly"
            render={({ field }) => (
              <CheckboxField
                id="seller-diaspora-friendly"
                label={t('becomeSeller.diasporaFriendly')}
                hint={t('becomeSeller.diasporaFriendlyHint')}
                checked={Boolean(field.value)}
                onCheckedChange={field.onChange}
              />
            )}
          />
          <Controller
            control={form.control}
            name="supportsRemittance"
            render={({ field }) => (
              <CheckboxField
                id="seller-remittance"
                label={t('becomeSeller.remittance')}
                hint={t('becomeSeller.remittanceHint')}
                checked={Boolean(field.value)}
                onCheckedChange={field.onChange}
              />
            )}
          />

          <Button type="submit" size="lg" disabled={becomeSeller.isPending}>
            {becomeSeller.isPending ? t('becomeSeller.submitting') : t('becomeSeller.submit')}
          </Button>
        </form>
      </Card>
    </div>
  )
}

/** The shipping regions' error (a store must ship somewhere), in the reader's language. */
function RegionsError({ id, error }: { id: string; error: string | undefined }) {
  const text = useFieldError(error)
  if (!text) return null
  return (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      {text}
    </p>
  )
}
