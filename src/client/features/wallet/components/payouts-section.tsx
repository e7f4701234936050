import { zodResolver } from '@hookform/resolvers/zod'
import { Banknote, Phone, Plus } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { payoutInput, type PayoutInput } from '#shared/contracts/wallet.ts'
import { formatDate } from '#shared/dates.ts'
import { formatMoney } from '#shared/money.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { FormField } from '#client/components/ui/form-field.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Select } from '#client/components/ui/select.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast.ts'
import { useMe } from '#client/lib/session.ts'
import { Link } from 'wouter'
import { useSellerBalance } from '../api/get-seller-balance.ts'
import { useSellerEarnings } from '../api/get-seller-earnings.ts'
import { usePayoutMethods } from '../api/get-payout-methods.ts'
import { usePayouts } from '../api/get-payouts.ts'
import { useRequestPayout } from '../api/request-payout.ts'
import { MethodDialog } from './method-dialog.tsx'
import { MethodIcon } from './payment-methods-view.tsx'
import { applyFieldErrors } from '#client/lib/field-errors.ts'

/** A seller's earnings: available balance, payout methods, a payout request and the history. */
export function PayoutsSection() {
  const { t, i18n } = useTranslation('wallet')
  const balance = useSellerBalance()
  const methods = usePayoutMethods()
  const [adding, setAdding] = useState(false)

  return (
    <section aria-labelledby="payouts-title" className="grid gap-4">
      <h2 id="payouts-title" className="text-xl font-bold">
        {t('payouts.title')}
      </h2>
      <Card className="p-4">
        <p className="text-sm text-muted-foreground">{t('payouts.available')}</p>
        {balance.isPending ? (
          <Skeleton className="mt-1 h-8 w-40" />
        ) : balance.isError ? (
          <ErrorState error={balance.error} onRetry={() => void balance.refetch()} />
        ) : (
          <>
            <p className="text-2xl font-bold text-primary">
              {formatMoney(balance.data.available, balance.data.currency, i18n.language)}
            </p>
            <p className="text-sm text-muted-foreground">
              {t('payouts.earnedRequested', {
                earned: formatMoney(balance.data.earned, balance.data.currency, i18n.language),
                requested: formatMoney(
                  balance.data.requested,
                  balance.data.currency,
                  i18n.language,
                ),
              })}
            </p>
            <p className="text-sm text-muted-foreground">
              {t('payouts.bySource', {
                products: formatMoney(
                  balance.data.bySource.product_order,
                  balance.data.currency,
                  i18n.language,
                ),
                services: formatMoney(
                  balance.data.bySource.digital_service,
                  balance.data.currency,
                  i18n.language,
                ),
              })}
            </p>
          </>
        )}
      </Card>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold">{t('payouts.methodsTitle')}</h3>
        <Button variant="outline" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" />
          {t('payouts.addMethod')}
        </Button>
      </div>
      {methods.isPending ? (
        <Skeleton className="h-20" />
      ) : methods.isError ? (
        <ErrorState error={methods.error} onRetry={() => void methods.refetch()} />
      ) : methods.data.length === 0 ? (
        <EmptyState
          icon={<Banknote />}
          title={t('payouts.noMethodsTitle')}
          description={t('payouts.noMethodsText')}
        />
      ) : (
        <>
          <ul className="grid gap-3">
            {methods.data.map((method) => (
              <li key={method.id}>
                <Card className="flex items-center gap-3 p-4">
                  <MethodIcon type={method.type} />
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 font-semibold">
                      {t(`providers.${method.provider}`, { defaultValue: method.provider })}
                      {method.isDefault ? <Badge>{t('methods.default')}</Badge> : null}
                      {method.isVerified ? (
                        <Badge variant="success">{t('methods.verified')}</Badge>
                      ) : null}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      <span dir="ltr">{method.maskedAccountNumber}</span> ·{' '}
                      {method.accountHolderName}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {t('payouts.minimum', {
                        amount: formatMoney(method.minimumPayout, 'ETB', i18n.language),
                      })}
                    </p>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
          <PayoutRequestForm
            methods={methods.data.map((method) => ({
              id: method.id,
              label: `${t(`providers.${method.provider}`, { defaultValue: method.provider })} ${method.maskedAccountNumber}`,
            }))}
          />
        </>
      )}
      <EarningsList />
      <PayoutHistory />
      <MethodDialog kind="payout" open={adding} onOpenChange={setAdding} />
    </section>
  )
}

function PayoutRequestForm({ methods }: { methods: { id: string; label: string }[] }) {
  const { t } = useTranslation('wallet')
  const form = useForm<PayoutInput>({
    resolver: zodResolver(payoutInput),
    defaultValues: { amount: '', payoutMethodId: methods[0]?.id ?? '' },
  })
  const { errors } = form.formState
  const me = useMe()
  // Payouts need a verified phone (the server refuses with PHONE_NOT_VERIFIED); say so up front.
  const phoneUnverified = me.data ? !me.data.isPhoneVerified : false
  const request = useRequestPayout({
    onSuccess: () => {
      toast.success(t('toast.payoutRequested'))
      form.reset({ amount: '', payoutMethodId: form.getValues('payoutMethodId') })
    },
    onError: (error) => {
      applyFieldErrors(form, error)
      // A refusal (below the minimum, above the balance) is titled by its own reason.
      toast.error(errorMessage(error, t('toast.failed')))
    },
  })

  return (
    <Card className="p-4">
      <h3 className="text-lg font-semibold">{t('payouts.requestTitle')}</h3>
      {phoneUnverified ? (
        <p
          role="note"
          className="mt-3 flex flex-wrap items-center gap-2 rounded-md bg-[#fef3c7] p-3 text-sm text-[#78350f]"
        >
          <Phone aria-hidden="true" className="size-4" />
          {t('payouts.phoneNotVerified')}{' '}
          <Link href="/profile" className="font-semibold underline underline-offset-4">
            {t('payouts.verifyPhone')}
          </Link>
        </p>
      ) : null}
      <form
        noValidate
        className="mt-3 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        onSubmit={(event) => void form.handleSubmit((values) => request.mutate(values))(event)}
      >
        <FormField
          id="payout-amount"
          label={t('payouts.amount')}
          error={errors.amount?.message}
          required
        >
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              placeholder="100.00"
              {...form.register('amount')}
            />
          )}
        </FormField>
        <FormField
          id="payout-method"
          label={t('payouts.method')}
          error={errors.payoutMethodId?.message}
          required
        >
          {(control) => (
            <Select {...control} {...form.register('payoutMethodId')}>
              {methods.map((method) => (
                <option key={method.id} value={method.id}>
                  {method.label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <Button type="submit" disabled={request.isPending || phoneUnverified}>
          {t('payouts.request')}
        </Button>
      </form>
    </Card>
  )
}

function PayoutHistory() {
  const { t, i18n } = useTranslation('wallet')
  const history = usePayouts()
  return (
    <div className="grid gap-3">
      <h3 className="text-lg font-semibold">{t('payouts.historyTitle')}</h3>
      {history.isPending ? (
        <Skeleton className="h-16" />
      ) : history.isError ? (
        <ErrorState error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('payouts.historyEmpty')}</p>
      ) : (
        <ul className="grid gap-2">
          {history.data.map((payout) => (
            <li key={payout.id}>
              <Card className="flex items-center justify-between gap-3 p-3">
                <div>
                  <p className="font-semibold">
                    {formatMoney(payout.amount, payout.currency, i18n.language)}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {formatDate(payout.createdAt, i18n.language)}
                  </p>
                </div>
                <Badge variant={payout.status === 'pending' ? 'warning' : 'secondary'}>
                  {t(`status.${payout.status}`, { defaultValue: payout.status })}
                </Badge>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** The seller's recent earnings, each with its source: a product order or a digital service. */
function EarningsList() {
  const { t, i18n } = useTranslation('wallet')
  const earnings = useSellerEarnings()
  return (
    <section aria-labelledby="earnings-title" className="grid gap-3">
      <h3 id="earnings-title" className="text-lg font-semibold">
        {t('earnings.title')}
      </h3>
      {earnings.isPending ? (
        <Skeleton className="h-20" />
      ) : earnings.isError ? (
        <ErrorState
          title={t('earnings.error')}
          error={earnings.error}
          onRetry={() => void earnings.refetch()}
        />
      ) : earnings.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('earnings.empty')}</p>
      ) : (
        <ul className="grid gap-2">
          {earnings.data.map((earning) => (
            <li key={`${earning.source}-${earning.id}`}>
              <Card className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
                <div className="min-w-0">
                  <p className="truncate font-semibold">{earning.title}</p>
                  <p className="text-muted-foreground">
                    <Badge variant="outline">{t(`earnings.source.${earning.source}`)}</Badge>{' '}
                    {formatDate(earning.earnedAt, i18n.language)}
                  </p>
                </div>
                <p className="font-semibold">{formatMoney(earning.amount, 'ETB', i18n.language)}</p>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
