import { zodResolver } from '@hookform/resolvers/zod'
import { Tag, Truck } from 'lucide-react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter'
import type { z } from 'zod'
import {
  type CheckoutQuote,
  checkoutInput,
  type DeliveryOption,
  HOME_COUNTRY,
  type PaymentMethod,
} from '#shared/contracts/checkout.ts'
import { SERVICE_AREAS } from '#shared/delivery-areas.ts'
import { compareMoney, subtractMoney } from '#shared/money.ts'
import { Button, buttonClass } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { FormField } from '#client/components/ui/form-field.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Select } from '#client/components/ui/select.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'
import { ApiRequestError, errorMessage } from '#client/lib/api-client.ts'
import { storedReferral } from '#client/lib/referral.ts'
import { toast } from '#client/lib/toast.ts'
import { getCheckoutQuote, useCheckoutQuote } from '../api/get-quote.ts'
import { checkoutKeys } from '../api/query-keys.ts'
import { usePlaceOrder } from '../api/place-order.ts'
import { CourierPicker } from './courier-picker.tsx'
import { applyFieldErrors } from '#client/lib/field-errors.ts'
import { useFormatMoney } from '#client/lib/money-display.ts'
import { countryDisplayName } from '#client/lib/places.ts'
import { localizedName } from '#shared/language.ts'

type CheckoutValues = z.input<typeof checkoutInput>
const FIELD_NAMES = [
  'country',
  'city',
  'subCity',
  'addressDetails',
  'phone',
  'instructions',
] as const

/** Ethiopia first, then where most of the diaspora lives. */
const COUNTRIES = [
  'ET',
  'US',
  'CA',
  'GB',
  'DE',
  'SE',
  'NO',
  'NL',
  'IT',
  'FR',
  'CH',
  'IL',
  'AE',
  'SA',
  'KE',
  'ZA',
  'AU',
] as const

// The delivery country survives a reload of the checkout (this tab only).
const COUNTRY_KEY = 'selam.checkout.country'

function readSavedCountry(): string {
  try {
    const saved = sessionStorage.getItem(COUNTRY_KEY)
    return saved && (COUNTRIES as readonly string[]).includes(saved) ? saved : HOME_COUNTRY
  } catch {
    return HOME_COUNTRY
  }
}

function saveCountry(code: string) {
  try {
    sessionStorage.setItem(COUNTRY_KEY, code)
  } catch {
    // Private mode without storage: the choice lasts until the page is left.
  }
}

/** Checkout of the signed-in user's whole cart: address, delivery per seller, coupon, payment, summary. */
export function CheckoutForm({ defaultPhone }: { defaultPhone?: string | null }) {
  const money = useFormatMoney()
  const { t, i18n } = useTranslation('checkout')
  const [, navigate] = useLocation()
  const [savedCountry] = useState(readSavedCountry)
  const form = useForm<CheckoutValues>({
    resolver: zodResolver(checkoutInput),
    defaultValues: {
      country: savedCountry,
      city: savedCountry === HOME_COUNTRY ? 'addis_ababa' : '',
      subCity: '',
      addressDetails: '',
      phone: defaultPhone ?? '',
      instructions: '',
      paymentMethod: 'sandbox',
      walletCredit: false,
    },
  })
  const { errors } = form.formState
  const city = useWatch({ control: form.control, name: 'city' })
  const country = useWatch({ control: form.control, name: 'country' }) ?? HOME_COUNTRY
  const abroad = country !== HOME_COUNTRY
  // The affiliate code the visitor arrived with (?ref=), kept for 30 days.
  const [referralCode] = useState(() => storedReferral())
  const paymentMethod = useWatch({ control: form.control, name: 'paymentMethod' })
  const useCredit = useWatch({ control: form.control, name: 'walletCredit' }) ?? false
  // Delivery choices belong to a city: couriers differ from one city to the next.
  const [choices, setChoices] = useState<{
    city: string
    options: Record<string, DeliveryOption>
  }>({ city: '', options: {} })
  const deliveries = choices.city === city && !abroad ? choices.options : {}
  const [couponDraft, setCouponDraft] = useState('')
  const [coupon, setCoupon] = useState<string | undefined>()
  // One key per checkout page: a double submit replays the first answer instead of ordering twice.
  const [idempotencyKey] = useState(() => crypto.randomUUID())

  // Abroad the price does not depend on the city (each product's international fee): leaving it
  // out means typing the city does not re-price, and an empty city is never sent.
  const quoteInput = {
    country,
    ...(abroad ? {} : { city }),
    deliveryOptions: Object.values(deliveries),
    ...(coupon ? { couponCode: coupon } : {}),
  }
  const quote = useCheckoutQuote(quoteInput)
  const [couponError, setCouponError] = useState<string | undefined>()
  const queryClient = useQueryClient()
  // A code is tried on its own first: a refused one shows its reason and leaves the summary as it was.
  const tryCoupon = useMutation({
    mutationFn: (code: string) => getCheckoutQuote({ ...quoteInput, couponCode: code }),
    onSuccess: (priced, code) => {
      queryClient.setQueryData(checkoutKeys.quote({ ...quoteInput, couponCode: code }), priced)
      setCoupon(code)
    },
    onError: (error) => setCouponError(errorMessage(error, t('errors.fallback'))),
  })
  const couponRejected =
    quote.error instanceof ApiRequestError && quote.error.code === 'COUPON_REJECTED'

  const place = usePlaceOrder({
    onSuccess: (placed) => navigate(placed.next),
    onError: (error) => {
      applyFieldErrors(form, error, FIELD_NAMES)
      toast.error(t('placeFailed'), { description: errorMessage(error, t('errors.fallback')) })
    },
  })

  // Only the first quote holds the page; later ones re-price in place (the last price stays shown).
  if (quote.isPending) return <CheckoutSkeleton />
  if (
    quote.isError &&
    quote.error instanceof ApiRequestError &&
    quote.error.code === 'CART_EMPTY'
  ) {
    return (
      <EmptyState
        title={t('emptyTitle')}
        description={t('emptyDescription')}
        action={
          <Link href="/products" className={buttonClass()}>
            {t('browseProducts')}
          </Link>
        }
      />
    )
  }
  const summary: CheckoutQuote | undefined = quote.isError ? undefined : quote.data
  const methods = summary?.paymentMethods ?? []
  // The sandbox may be switched off and cash on delivery is not offered abroad: a choice that is
  // not offered falls back to the first method that is.
  const chosenMethod = methods.includes(paymentMethod) ? paymentMethod : methods[0]
  // Wallet credit pays what it covers; the server takes the same amount (never more than the total).
  const balance = summary?.walletBalance ?? '0.00'
  const hasCredit = compareMoney(balance, '0') > 0
  const credit =
    summary && useCredit && hasCredit
      ? compareMoney(balance, summary.grandTotal) < 0
        ? balance
        : summary.grandTotal
      : '0.00'
  const creditCoversAll =
    summary !== undefined &&
    hasCredit &&
    useCredit &&
    compareMoney(credit, summary.grandTotal) === 0
  const undeliverable = summary?.sellers.some((seller) => seller.undeliverable.length > 0) ?? false

  function applyCoupon() {
    const code = couponDraft.trim()
    if (!code) return
    setCouponError(undefined)
    tryCoupon.mutate(code)
  }

  const setDelivery = (sellerId: string, option: Omit<DeliveryOption, 'sellerId'>) =>
    setChoices({ city, options: { ...deliveries, [sellerId]: { sellerId, ...option } } })

  return (
    <form
      noValidate
      aria-labelledby="checkout-title"
      className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start"
      onSubmit={form.handleSubmit((values) => {
        const body = {
          ...values,
          paymentMethod: creditCoversAll ? 'wallet_credit' : (chosenMethod ?? values.paymentMethod),
          deliveryOptions: Object.values(deliveries),
          ...(coupon ? { couponCode: coupon } : {}),
          ...(referralCode ? { referralCode } : {}),
        }
        place.mutate({ input: body, key: idempotencyKey })
      })}
    >
      <div className="grid gap-6">
        <Card className="grid gap-4 p-4 sm:grid-cols-2">
          <h2 className="text-lg font-semibold sm:col-span-2">{t('address.title')}</h2>
          <FormField
            id="checkout-country"
            label={t('address.country')}
            hint={t('address.countryHint')}
            error={errors.country?.message}
            required
            className="sm:col-span-2"
          >
            {(control) => (
              <Select
                {...control}
                autoComplete="country"
                {...form.register('country', {
                  // Ethiopian cities are a list of service areas; abroad the buyer types the city.
                  onChange: (event: { target: { value: string } }) => {
                    const chosen = event.target.value
                    form.setValue('city', chosen === HOME_COUNTRY ? 'addis_ababa' : '')
                    saveCountry(chosen)
                  },
                })}
              >
                {COUNTRIES.map((code) => (
                  <option key={code} value={code}>
                    {countryDisplayName(code, i18n.language)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField
            id="checkout-city"
            label={t('address.city')}
            error={errors.city?.message}
            required
          >
            {(control) =>
              abroad ? (
                <Input {...control} autoComplete="address-level2" {...form.register('city')} />
              ) : (
                <Select {...control} {...form.register('city')}>
                  {SERVICE_AREAS.map((area) => (
                    <option key={area} value={area}>
                      {t(`cities.${area}`)}
                    </option>
                  ))}
                </Select>
              )
            }
          </FormField>
          <FormField
            id="checkout-sub-city"
            label={abroad ? t('address.subCityAbroad') : t('address.subCity')}
            error={errors.subCity?.message}
            required
          >
            {(control) => (
              <Input {...control} autoComplete="address-level3" {...form.register('subCity')} />
            )}
          </FormField>
          <FormField
            id="checkout-details"
            label={t('address.details')}
            hint={t('address.detailsHint')}
            error={errors.addressDetails?.message}
            required
            className="sm:col-span-2"
          >
            {(control) => (
              <Input
                {...control}
                autoComplete="street-address"
                {...form.register('addressDetails')}
              />
            )}
          </FormField>
          <FormField
            id="checkout-phone"
            label={t('address.phone')}
            hint={abroad ? t('address.phoneHintAbroad') : t('address.phoneHint')}
            error={errors.phone?.message}
            required
          >
            {(control) => (
              <Input
                {...control}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                {...form.register('phone')}
              />
            )}
          </FormField>
          <FormField
            id="checkout-instructions"
            label={t('address.instructions')}
            error={errors.instructions?.message}
            className="sm:col-span-2"
          >
            {(control) => <Textarea {...control} rows={2} {...form.register('instructions')} />}
          </FormField>
        </Card>

        <Card className="grid gap-4 p-4">
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <Truck aria-hidden="true" className="size-5 text-primary" />
            {t('delivery.title')}
          </h2>
          {summary?.sellers.map((seller) => (
            <fieldset
              key={seller.sellerId}
              className="grid gap-2 rounded-md border border-border p-3"
            >
              {/* Floated, the legend is the fieldset's first row: a long store name wraps inside the border. */}
              <legend className="float-start w-full font-medium break-words">
                {seller.storeName} · {money(seller.itemsTotal)}
              </legend>
              {seller.freeShipping ? (
                <p className="text-sm font-medium text-primary">{t('delivery.freeShipping')}</p>
              ) : null}
              {seller.deliveryType === 'international' ? (
                <InternationalDelivery seller={seller} />
              ) : (
                <DomesticDelivery seller={seller} setDelivery={setDelivery} />
              )}
            </fieldset>
          ))}
        </Card>

        <Card className="grid gap-3 p-4">
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <Tag aria-hidden="true" className="size-5 text-primary" />
            {t('coupon.title')}
          </h2>
          <FormField id="checkout-coupon" label={t('coupon.code')} error={couponError}>
            {(control) => (
              <div className="flex gap-2">
                <Input
                  {...control}
                  value={couponDraft}
                  onChange={(event) => setCouponDraft(event.target.value)}
                  onKeyDown={(event) => {
                    // Enter applies the coupon instead of placing the order.
                    if (event.key === 'Enter') {
                      event.preventDefault()
                      applyCoupon()
                    }
                  }}
                  autoCapitalize="characters"
                />
                <Button
                  variant="outline"
                  disabled={couponDraft.trim().length === 0 || tryCoupon.isPending}
                  onClick={applyCoupon}
                >
                  {t('coupon.apply')}
                </Button>
              </div>
            )}
          </FormField>
          {summary?.coupon && coupon ? (
            <p className="flex flex-wrap items-center gap-2 text-sm text-primary" role="status">
              {t('coupon.applied', { code: summary.coupon.code, title: summary.coupon.title })}
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setCoupon(undefined)
                  setCouponDraft('')
                }}
              >
                {t('coupon.remove')}
              </Button>
            </p>
          ) : null}
        </Card>

        <Card className="grid gap-3 p-4">
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-lg font-semibold">{t('payment.title')}</legend>
            {hasCredit ? (
              <label className="flex items-start gap-2">
                <input
                  type="checkbox"
                  className="mt-1 size-4 accent-primary"
                  {...form.register('walletCredit')}
                />
                <span>
                  <span className="font-medium">
                    {t('payment.walletCredit', { balance: money(balance) })}
                  </span>
                  <span className="block text-sm text-muted-foreground">
                    {t('payment.walletCreditHint')}
                  </span>
                </span>
              </label>
            ) : null}
            {creditCoversAll ? (
              <p role="status" className="text-sm font-medium text-primary">
                {t('payment.creditCoversAll')}
              </p>
            ) : null}
            {(creditCoversAll ? [] : methods).map((method: PaymentMethod) => (
              <label key={method} className="flex items-start gap-2">
                <input
                  type="radio"
                  value={method}
                  className="mt-1 size-4 accent-primary"
                  checked={chosenMethod === method}
                  {...form.register('paymentMethod')}
                />
                <span>
                  <span className="font-medium">{t(`payment.methods.${method}`)}</span>
                  <span className="block text-sm text-muted-foreground">
                    {t(`payment.hints.${method}`)}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        </Card>
      </div>

      <Card className="grid gap-3 p-4 lg:sticky lg:top-24" aria-live="polite">
        <h2 id="checkout-title" className="text-lg font-semibold">
          {t('summary.title')}
        </h2>
        {summary ? (
          <dl className="grid gap-2 text-sm">
            <SummaryRow label={t('summary.items')} value={money(summary.itemsTotal)} />
            <SummaryRow label={t('summary.delivery')} value={money(summary.deliveryTotal)} />
            {summary.discount !== '0.00' ? (
              <SummaryRow label={t('summary.discount')} value={`−${money(summary.discount)}`} />
            ) : null}
            <div className="flex justify-between border-t border-border pt-2 text-base font-semibold">
              <dt>{t('summary.total')}</dt>
              <dd>{money(summary.grandTotal)}</dd>
            </div>
            {compareMoney(credit, '0') > 0 ? (
              <>
                <SummaryRow label={t('summary.walletCredit')} value={`−${money(credit)}`} />
                <div className="flex justify-between text-base font-semibold">
                  <dt>{t('summary.toPay')}</dt>
                  <dd>{money(subtractMoney(summary.grandTotal, credit))}</dd>
                </div>
              </>
            ) : null}
            {summary.membership && summary.cashback !== '0.00' ? (
              <SummaryRow
                label={t('summary.cashback', { percent: summary.membership.cashbackPercentage })}
                value={money(summary.cashback)}
              />
            ) : null}
          </dl>
        ) : null}
        {summary?.membership ? (
          <p className="text-sm text-muted-foreground">
            {t('summary.membership', {
              plan: localizedName(summary.membership, i18n.resolvedLanguage),
            })}
          </p>
        ) : null}
        {referralCode ? (
          <p className="text-sm text-muted-foreground">
            {t('summary.referral', { code: referralCode })}
          </p>
        ) : null}
        {undeliverable ? (
          <p role="alert" className="text-sm text-destructive">
            {t('delivery.fixUndeliverable')}
          </p>
        ) : null}
        {quote.isError ? (
          // A quote that failed is said here, next to the button; the form and its values stay.
          <ErrorState
            title={t('quoteError')}
            error={quote.error}
            // A coupon that stopped applying (say, its last use went to someone else) is dropped.
            onRetry={() => (couponRejected ? setCoupon(undefined) : void quote.refetch())}
            className="grid p-3"
          />
        ) : null}
        {quote.isFetching ? (
          <p role="status" className="text-sm text-muted-foreground">
            {t('summary.updating')}
          </p>
        ) : null}
        <Button
          type="submit"
          size="lg"
          disabled={
            place.isPending || !summary || quote.isFetching || quote.isError || undeliverable
          }
        >
          {place.isPending ? t('placing') : t('placeOrder')}
        </Button>
        <Link href="/cart" className="text-center text-sm text-primary hover:underline">
          {t('backToCart')}
        </Link>
      </Card>
    </form>
  )
}

type SellerPart = CheckoutQuote['sellers'][number]

/** Abroad: the products' international shipping, in ETB and the buyer's currency; lines that cannot go. */
function InternationalDelivery({ seller }: { seller: SellerPart }) {
  const money = useFormatMoney()
  const { t } = useTranslation('checkout')
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <span>
          {t('delivery.international', {
            fee: money(seller.deliveryFee),
          })}
        </span>
      </div>
      {seller.undeliverable.length > 0 ? (
        <ul className="grid gap-1 text-sm text-destructive">
          {seller.undeliverable.map((line) => (
            <li key={line.productId}>{t('delivery.notAbroad', { name: line.name })}</li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

/** In Ethiopia: standard delivery with a courier serving the city, or express. */
function DomesticDelivery({
  seller,
  setDelivery,
}: {
  seller: SellerPart
  setDelivery: (sellerId: string, option: Omit<DeliveryOption, 'sellerId'>) => void
}) {
  const money = useFormatMoney()
  const { t } = useTranslation('checkout')
  return (
    <>
      {seller.couriers.length > 0 ? (
        <label className="flex items-start gap-2">
          <input
            type="radio"
            name={`delivery-${seller.sellerId}`}
            className="mt-1 size-4 accent-primary"
            checked={seller.deliveryType === 'standard'}
            onChange={() => setDelivery(seller.sellerId, { type: 'standard' })}
          />
          <span>{t('delivery.standard')}</span>
        </label>
      ) : (
        <p className="text-sm text-muted-foreground">{t('delivery.noCourier')}</p>
      )}
      {seller.deliveryType === 'standard' && seller.couriers.length > 0 ? (
        <CourierPicker
          sellerId={seller.sellerId}
          storeName={seller.storeName}
          couriers={seller.couriers}
          value={seller.courierId}
          onChange={(courierId) => setDelivery(seller.sellerId, { type: 'standard', courierId })}
        />
      ) : null}
      <label className="flex items-start gap-2">
        <input
          type="radio"
          name={`delivery-${seller.sellerId}`}
          className="mt-1 size-4 accent-primary"
          checked={seller.deliveryType === 'express'}
          onChange={() => setDelivery(seller.sellerId, { type: 'express' })}
        />
        <span>
          {t('delivery.express', {
            fee: money(seller.expressFee),
          })}
        </span>
      </label>
    </>
  )
}

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between">
      <dt className="text-muted-foreground">{label}</dt>
      <dd>{value}</dd>
    </div>
  )
}

function CheckoutSkeleton() {
  const { t } = useTranslation('checkout')
  return (
    <div role="status" aria-label={t('loading')} className="grid gap-4 lg:grid-cols-[1fr_22rem]">
      <Skeleton className="h-96 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  )
}
