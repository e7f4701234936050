import { ShoppingCart } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { cn } from '#client/lib/cn.ts'
import { useDataAsRendered } from '#client/lib/hydration.ts'
import { useCart } from '../api/get-cart.ts'
import { useCartMerge } from '../hooks/use-cart-merge.ts'
import { useLocalCart } from '../lib/local-cart.ts'
import { cartKeys } from '../api/query-keys.ts'

/** The header's cart icon with the number of units in the cart (the account's, or the browser's for a visitor). */
export function CartLink({ userId, className }: { userId: string | null; className?: string }) {
  const { t } = useTranslation('common')
  const signedIn = userId !== null
  // Lazy, so it may hydrate after the cart changed (an item added at once): counted as rendered.
  const cart = useDataAsRendered(cartKeys.cart(), useCart(signedIn).data)
  const local = useLocalCart()
  useCartMerge(userId)
  const count = signedIn
    ? (cart?.itemCount ?? 0)
    : local.reduce((sum, line) => sum + line.quantity, 0)
  const label = t('nav.cart')
  return (
    <Link
      href="/cart"
      className={cn(className, 'relative')}
      aria-label={label}
      aria-describedby={count > 0 ? 'header-cart-count' : undefined}
      title={label}
    >
      <ShoppingCart aria-hidden="true" className="size-5" />
      {count > 0 ? (
        <span
          id="header-cart-count"
          className="absolute -end-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[0.6875rem] leading-none font-bold text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  )
}
