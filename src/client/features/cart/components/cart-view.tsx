import { Minus, Plus, ShoppingCart, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { CART_MAX_QUANTITY } from '#shared/cart-limits.ts'
import { addMoney, multiplyMoney } from '#shared/money.ts'
import { buttonClass } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast.ts'
import { useCart } from '../api/get-cart.ts'
import { useLocalCartProducts } from '../api/get-local-products.ts'
import { useRemoveCartItem } from '../api/remove-cart-item.ts'
import { useSetCartQuantity } from '../api/set-cart-quantity.ts'
import { removeLocalLine, setLocalQuantity, useLocalCart } from '../lib/local-cart.ts'
import { useFormatMoney } from '#client/lib/money-display.ts'
import { Photo } from '#client/components/photo.tsx'
import { useReturnDate } from '#client/components/store-away.tsx'

type ViewLine = {
  productId: string
  variantId: string | null
  /** The variant's option values ("Weight: 500 g"), null for a product without options. */
  variantLabel: string | null
  name: string
  imageUrl: string | null
  unitPrice: string
  quantity: number
  stock: number
  lineTotal: string
  /** The store's return date while it is away: the line cannot be bought until then. */
  awayUntil: string | null
}
type ViewGroup = {
  seller: { id: string; storeName: string }
  lines: ViewLine[]
  itemsTotal: string
}

type LineRef = { productId: string; variantId: string | null }

type LineActions = {
  setQuantity: (line: LineRef, quantity: number) => void
  remove: (line: LineRef) => void
  busy: boolean
}

/** The cart page: the account's cart when signed in, the browser's for a visitor. */
export function CartView({ signedIn }: { signedIn: boolean }) {
  return signedIn ? <AccountCart /> : <VisitorCart />
}

function AccountCart() {
  const { t } = useTranslation('cart')
  const cart = useCart(true)
  const onError = (error: Error) =>
    toast.error(t('updateFailed'), { description: errorMessage(error, t('errors.fallback')) })
  const setQuantity = useSetCartQuantity({ onError })
  const remove = useRemoveCartItem({ onError })
  if (cart.isPending) return <CartSkeleton />
  if (cart.isError) {
    return <ErrorState title={t('error')} error={cart.error} onRetry={() => void cart.refetch()} />
  }
  const groups: ViewGroup[] = cart.data.groups.map((group) => ({
    seller: group.seller,
    itemsTotal: group.itemsTotal,
    lines: group.lines.map((line) => ({
      productId: line.productId,
      variantId: line.variantId,
      variantLabel: line.variantLabel,
      name: line.product.name,
      imageUrl: line.product.imageUrl,
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      stock: line.available,
      lineTotal: line.lineTotal,
      awayUntil: line.product.seller.awayUntil,
    })),
  }))
  return (
    <CartContent
      groups={groups}
      itemsTotal={cart.data.itemsTotal}
      itemCount={cart.data.itemCount}
      signedIn
      actions={{
        setQuantity: (line, quantity) => setQuantity.mutate({ ...line, quantity }),
        remove: (line) => remove.mutate(line),
        // Changes queue one after another (and wait offline), each from what is on screen.
        busy: false,
      }}
    />
  )
}

function VisitorCart() {
  const { t } = useTranslation('cart')
  const local = useLocalCart()
  const products = useLocalCartProducts(local)
  if (products.some((query) => query.isPending)) return <CartSkeleton />
  const failed = products.find((query) => query.isError && !isGone(query.error))
  if (failed)
    return (
      <ErrorState title={t('error')} error={failed.error} onRetry={() => void failed.refetch()} />
    )
  const groups = new Map<string, ViewGroup>()
  local.forEach((line, index) => {
    const product = products[index]?.data
    if (!product) return
    const variantId = line.variantId ?? null
    // A product with variants is bought as one of them; a line whose variant is gone is left out.
    const variant = variantId ? product.variants.find((entry) => entry.id === variantId) : null
    if (variantId ? !variant : product.variants.length > 0) return
    const unitPrice = variant
      ? (variant.discountPrice ?? variant.price)
      : (product.discountPrice ?? product.price)
    const group = groups.get(product.seller.id) ?? {
      seller: product.seller,
      lines: [],
      itemsTotal: '0.00',
    }
    const lineTotal = multiplyMoney(unitPrice, line.quantity)
    group.lines.push({
      productId: product.id,
      variantId,
      variantLabel: variant?.label ?? null,
      name: product.name,
      imageUrl: product.imageUrl,
      unitPrice,
      quantity: line.quantity,
      stock: variant ? variant.stock : product.stock,
      lineTotal,
      awayUntil: product.seller.awayUntil,
    })
    group.itemsTotal = addMoney(group.itemsTotal, lineTotal)
    groups.set(product.seller.id, group)
  })
  const all = [...groups.values()]
  return (
    <CartContent
      groups={all}
      itemsTotal={addMoney(...all.map((group) => group.itemsTotal))}
      itemCount={all.flatMap((g) => g.lines).reduce((sum, line) => sum + line.quantity, 0)}
      signedIn={false}
      actions={{
        setQuantity: (line, quantity) => setLocalQuantity(line.productId, quantity, line.variantId),
        remove: (line) => removeLocalLine(line.productId, line.variantId),
        busy: false,
      }}
    />
  )
}

const isGone = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: number }).status === 404

function CartContent({
  groups,
  itemsTotal,
  itemCount,
  signedIn,
  actions,
}: {
  groups: ViewGroup[]
  itemsTotal: string
  itemCount: number
  signedIn: boolean
  actions: LineActions
}) {
  const money = useFormatMoney()
  const { t } = useTranslation('cart')
  const awayLines = groups.some((group) => group.lines.some((line) => line.awayUntil !== null))
  if (groups.length === 0) {
    return (
      <EmptyState
        icon={<ShoppingCart />}
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
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
      <div className="grid gap-4">
        {groups.map((group) => (
          <Card key={group.seller.id} className="p-4">
            <h2 className="mb-3 text-base font-semibold">
              {t('soldBy')}{' '}
              <Link href={`/sellers/${group.seller.id}`} className="text-primary hover:underline">
                {group.seller.storeName}
              </Link>
            </h2>
            <ul className="grid gap-4">
              {group.lines.map((line) => (
                <CartLineItem
                  key={`${line.productId}:${line.variantId ?? ''}`}
                  line={line}
                  actions={actions}
                />
              ))}
            </ul>
            <p className="mt-3 border-t border-border pt-3 text-end text-sm">
              {t('sellerSubtotal')} <strong>{money(group.itemsTotal)}</strong>
            </p>
          </Card>
        ))}
      </div>
      <Card className="grid gap-3 p-4 lg:sticky lg:top-24">
        <h2 className="text-lg font-semibold">{t('summary')}</h2>
        <p className="flex justify-between text-sm">
          <span>{t('items', { count: itemCount })}</span>
          <span>{money(itemsTotal)}</span>
        </p>
        <p className="text-sm text-muted-foreground">{t('deliveryAtCheckout')}</p>
        {awayLines ? (
          <>
            <p className="text-sm font-medium text-destructive">{t('awayBlocksCheckout')}</p>
            <button type="button" disabled className={buttonClass({ size: 'lg' })}>
              {signedIn ? t('checkout') : t('signInToCheckout')}
            </button>
          </>
        ) : (
          <Link
            href={signedIn ? '/checkout' : '/login?next=%2Fcheckout'}
            className={buttonClass({ size: 'lg' })}
          >
            {signedIn ? t('checkout') : t('signInToCheckout')}
          </Link>
        )}
      </Card>
    </div>
  )
}

function CartLineItem({ line, actions }: { line: ViewLine; actions: LineActions }) {
  const money = useFormatMoney()
  const { t } = useTranslation('cart')
  const returnDate = useReturnDate()
  const max = Math.min(line.stock, CART_MAX_QUANTITY)
  const away = line.awayUntil !== null
  const ref = { productId: line.productId, variantId: line.variantId }
  const name = line.variantLabel ? `${line.name} (${line.variantLabel})` : line.name
  const stepClass =
    'inline-flex size-10 items-center justify-center hover:bg-muted disabled:cursor-not-allowed disabled:opacity-40'
  return (
    <li className="flex gap-3">
      {line.imageUrl ? (
        <Photo
          url={line.imageUrl}
          alt=""
          width={80}
          height={80}
          sizes="80px"
          className="size-20 shrink-0 rounded-md bg-muted object-cover"
        />
      ) : (
        <div aria-hidden="true" className="size-20 shrink-0 rounded-md bg-muted" />
      )}
      <div className="grid min-w-0 flex-1 gap-2">
        <Link href={`/products/${line.productId}`} className="font-medium hover:text-primary">
          {line.name}
        </Link>
        {line.variantLabel ? (
          <p className="text-sm text-muted-foreground">{line.variantLabel}</p>
        ) : null}
        <p className="text-sm text-muted-foreground">
          {money(line.unitPrice)}
          {line.awayUntil ? (
            <span className="ms-2 font-medium text-destructive">
              {t('awayLine', { date: returnDate(line.awayUntil) })}
            </span>
          ) : line.quantity > line.stock ? (
            <span className="ms-2 font-medium text-destructive">
              {t('onlyLeft', { count: line.stock, name })}
            </span>
          ) : null}
        </p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div
            role="group"
            aria-label={t('quantityFor', { name })}
            className="inline-flex items-center rounded-md border border-input bg-surface"
          >
            <button
              type="button"
              className={`${stepClass} rounded-s-md`}
              aria-label={t('decrease')}
              disabled={actions.busy || away || line.quantity <= 1}
              onClick={() => actions.setQuantity(ref, line.quantity - 1)}
            >
              <Minus aria-hidden="true" className="size-4" />
            </button>
            <span aria-live="polite" className="min-w-10 text-center font-semibold">
              {line.quantity}
            </span>
            <button
              type="button"
              className={`${stepClass} rounded-e-md`}
              aria-label={t('increase')}
              disabled={actions.busy || away || line.quantity >= max}
              onClick={() => actions.setQuantity(ref, line.quantity + 1)}
            >
              <Plus aria-hidden="true" className="size-4" />
            </button>
          </div>
          <strong>{money(line.lineTotal)}</strong>
          <button
            type="button"
            className={buttonClass({ variant: 'ghost', size: 'sm' })}
            disabled={actions.busy}
            onClick={() => actions.remove(ref)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('remove')}
            <span className="sr-only">{name}</span>
          </button>
        </div>
      </div>
    </li>
  )
}

function CartSkeleton() {
  const { t } = useTranslation('cart')
  return (
    <div role="status" aria-label={t('loading')} className="grid gap-4">
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  )
}
