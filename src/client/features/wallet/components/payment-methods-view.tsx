import { Building2, CreditCard, Plus, Smartphone, Wallet } from 'lucide-react'
import { AlertDialog } from 'radix-ui'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PaymentMethod, WalletMethodType } from '#shared/contracts/wallet.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast.ts'
import { usePaymentMethods } from '../api/get-payment-methods.ts'
import { useRemovePaymentMethod } from '../api/remove-payment-method.ts'
import { useSetDefaultPaymentMethod } from '../api/set-default-payment-method.ts'
import { MethodDialog } from './method-dialog.tsx'

export function MethodIcon({ type }: { type: WalletMethodType }) {
  const Icon =
    type === 'mobile_wallet' ? Smartphone : type === 'bank_account' ? Building2 : CreditCard
  return (
    <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary-soft text-primary">
      <Icon aria-hidden="true" className="size-5" />
    </span>
  )
}

/** The signed-in user's payment methods with add, set-default and delete. */
export function PaymentMethodsView() {
  const { t } = useTranslation('wallet')
  const methods = usePaymentMethods()
  const [adding, setAdding] = useState(false)

  return (
    <section aria-labelledby="payment-methods-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="payment-methods-title" className="text-xl font-bold">
          {t('methods.title')}
        </h2>
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" />
          {t('methods.add')}
        </Button>
      </div>
      {methods.isPending ? (
        <div className="grid gap-3" aria-busy="true">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : methods.isError ? (
        <ErrorState error={methods.error} onRetry={() => void methods.refetch()} />
      ) : methods.data.length === 0 ? (
        <EmptyState
          icon={<Wallet />}
          title={t('methods.emptyTitle')}
          description={t('methods.emptyText')}
          action={<Button onClick={() => setAdding(true)}>{t('methods.add')}</Button>}
        />
      ) : (
        <ul className="grid gap-3">
          {methods.data.map((method) => (
            <li key={method.id}>
              <PaymentMethodCard method={method} />
            </li>
          ))}
        </ul>
      )}
      <MethodDialog kind="payment" open={adding} onOpenChange={setAdding} />
    </section>
  )
}

function PaymentMethodCard({ method }: { method: PaymentMethod }) {
  const { t } = useTranslation('wallet')
  const onError = (error: Error) =>
    toast.error(t('toast.failed'), { description: errorMessage(error, t('toast.failed')) })
  const setDefault = useSetDefaultPaymentMethod({
    onSuccess: () => toast.success(t('toast.defaultChanged')),
    onError,
  })
  const remove = useRemovePaymentMethod({
    onSuccess: () => toast.success(t('toast.removed')),
    onError,
  })
  const name = t(`providers.${method.provider}`, { defaultValue: method.provider })

  return (
    <Card className="flex flex-wrap items-center gap-3 p-4">
      <MethodIcon type={method.type} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          {name}
          {method.isDefault ? <Badge>{t('methods.default')}</Badge> : null}
          {method.isVerified ? (
            <Badge variant="success">{t('methods.verified')}</Badge>
          ) : (
            <Badge variant="outline">{t('methods.unverified')}</Badge>
          )}
        </p>
        <p className="text-sm text-muted-foreground">
          <span className="sr-only">{t('methods.endingIn')} </span>
          <span dir="ltr">{method.maskedAccountNumber}</span> · {method.accountHolderName}
        </p>
        {method.bankName ? (
          <p className="text-sm text-muted-foreground">{method.bankName}</p>
        ) : null}
      </div>
      <div className="flex gap-2">
        {method.isDefault ? null : (
          <Button
            variant="outline"
            size="sm"
            disabled={setDefault.isPending}
            onClick={() => setDefault.mutate(method.id)}
          >
            {t('methods.setDefault')}
          </Button>
        )}
        <AlertDialog.Root>
          <AlertDialog.Trigger asChild>
            <Button variant="ghost" size="sm" disabled={remove.isPending}>
              {t('methods.delete')}
            </Button>
          </AlertDialog.Trigger>
          <AlertDialog.Portal>
            <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
            <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-xl bg-surface p-5 shadow-xl">
              <AlertDialog.Title className="text-lg font-bold">
                {t('confirm.title')}
              </AlertDialog.Title>
              <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
                {t('confirm.text', { name, lastFour: method.lastFour })}
              </AlertDialog.Description>
              <div className="mt-4 flex justify-end gap-2">
                <AlertDialog.Cancel asChild>
                  <Button variant="outline">{t('dialog.cancel')}</Button>
                </AlertDialog.Cancel>
                <AlertDialog.Action asChild>
                  <Button variant="destructive" onClick={() => remove.mutate(method.id)}>
                    {t('confirm.delete')}
                  </Button>
                </AlertDialog.Action>
              </div>
            </AlertDialog.Content>
          </AlertDialog.Portal>
        </AlertDialog.Root>
      </div>
    </Card>
  )
}
