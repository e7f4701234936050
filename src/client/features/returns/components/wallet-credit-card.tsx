import { useTranslation } from 'react-i18next'
import { Card } from '#client/components/ui/card.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { useDates } from '#client/lib/dates.ts'
import { useFormatMoney } from '#client/lib/money-display.ts'
import { useWalletCredit } from '../api/get-wallet-credit.ts'

/** The buyer's wallet credit: its balance, the refunds that made it and what was spent of it. */
export function WalletCreditCard() {
  const { t } = useTranslation('returns')
  const dates = useDates()
  const money = useFormatMoney()
  const credit = useWalletCredit()
  return (
    <section aria-labelledby="wallet-credit" className="grid gap-3">
      <div>
        <h2 id="wallet-credit" className="text-xl font-semibold">
          {t('wallet.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('wallet.description')}</p>
        <p className="text-sm text-muted-foreground">{t('wallet.spendAtCheckout')}</p>
      </div>
      {credit.isPending ? (
        <Skeleton className="h-24" />
      ) : credit.isError ? (
        <ErrorState
          title={t('wallet.loadError')}
          error={credit.error}
          onRetry={() => void credit.refetch()}
        />
      ) : (
        <Card className="grid gap-3 p-4">
          <p className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="text-muted-foreground">{t('wallet.balance')}</span>
            <span className="text-2xl font-bold">{money(credit.data.balance)}</span>
          </p>
          {credit.data.entries.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('wallet.empty')}</p>
          ) : (
            <ul className="grid gap-2 text-sm">
              {credit.data.entries.map((entry) => (
                <li
                  key={entry.id}
                  className="flex flex-wrap items-baseline justify-between gap-2 border-t border-border pt-2"
                >
                  <span className="min-w-0 break-words">
                    {entry.kind === 'return_refund'
                      ? t('wallet.entry', {
                          number: entry.returnNumber ?? '—',
                          order: entry.orderNumber ?? '—',
                        })
                      : t(
                          entry.kind === 'order_payment'
                            ? 'wallet.entryPaid'
                            : 'wallet.entryReleased',
                          {
                            order: entry.orderNumber ?? '—',
                          },
                        )}
                    <span className="block text-xs text-muted-foreground">
                      {dates.dateTime(entry.createdAt)}
                    </span>
                  </span>
                  <span
                    className={
                      entry.kind === 'order_payment'
                        ? 'font-semibold'
                        : 'font-semibold text-primary'
                    }
                  >
                    {money(entry.amount)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      )}
    </section>
  )
}
