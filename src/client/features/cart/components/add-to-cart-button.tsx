import { ShoppingCart } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { CART_MAX_QUANTITY } from '#shared/cart-limits.ts'
import type { ProductListItem } from '#shared/contracts/catalog.ts'
import type { PublicVariant } from '#shared/contracts/variants.ts'
import { Button } from '#client/components/ui/button.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { cn } from '#client/lib/cn.ts'
import { toast } from '#client/lib/toast.ts'
import { useCart } from '../api/get-cart.ts'
import { useSetCartQuantity } from '../api/set-cart-quantity.ts'
import { localQuantity, setLocalQuantity } from '../lib/local-cart.ts'
import { sameLine } from '../lib/pending-cart.ts'

/**
 * Adds the chosen quantity to the cart: the account's cart when signed in, the browser's
 * otherwise. Asking for more than the stock is refused with the number left. A product with
 * variants is added as the chosen one (its own line, price and stock); until one is chosen the
 * button asks for it.
 */
export function AddToCartButton({
  product,
  quantity,
  signedIn,
  variant = null,
  needsVariant = false,
  className,
}: {
  product: ProductListItem
  quantity: number
  signedIn: boolean
  /** The chosen variant of a product with variants. */
  variant?: PublicVariant | null
  /** The product sells only through variants. */
  needsVariant?: boolean
  className?: string
}) {
  const { t } = useTranslation('cart')
  const cart = useCart(signedIn)
  const line = { productId: product.id, variantId: variant?.id ?? null }
  const inCart = signedIn
    ? (cart.data?.groups.flatMap((group) => group.lines).find((entry) => sameLine(entry, line))
        ?.quantity ?? 0)
    : 0
  const name = variant ? `${product.name} (${variant.label})` : product.name
  const added = () =>
    toast.success(t('added.title'), { description: t('added.description', { name }) })
  const save = useSetCartQuantity({
    onSuccess: added,
    onError: (error) =>
      toast.error(t('added.failed'), { description: errorMessage(error, t('errors.fallback')) }),
  })
  const stock = variant ? variant.stock : product.stock
  const choose = needsVariant && !variant
  const outOfStock = !choose && stock <= 0
  // A store on vacation sells nothing until it returns (the page says when).
  const away = product.seller.awayUntil !== null
  // Offline the change waits (paused) and the cart already shows it: the button stays usable.
  const sending = save.isPending && !save.isPaused

  const add = () => {
    if (away) return
    if (signedIn) {
      save.mutate({
        ...line,
        quantity: Math.min(inCart + quantity, CART_MAX_QUANTITY),
        product,
        ...(variant
          ? {
              variant: {
                unitPrice: variant.discountPrice ?? variant.price,
                label: variant.label,
                available: variant.stock,
              },
            }
          : {}),
      })
      return
    }
    const wanted = localQuantity(line.productId, line.variantId) + quantity
    if (wanted > stock) {
      toast.error(t('added.failed'), { description: t('onlyLeft', { count: stock, name }) })
      return
    }
    setLocalQuantity(line.productId, wanted, line.variantId)
    added()
  }

  return (
    <div className={cn('grid gap-2', className)}>
      <Button
        size="lg"
        onClick={add}
        disabled={away || choose || outOfStock || sending || (signedIn && cart.isPending)}
      >
        <ShoppingCart aria-hidden="true" />
        {away
          ? t('storeAway')
          : choose
            ? t('chooseVariant')
            : outOfStock
              ? t('outOfStock')
              : sending
                ? t('adding')
                : t('addToCart')}
      </Button>
      {inCart > 0 ? (
        <Link
          href="/cart"
          className="text-sm font-medium text-primary underline-offset-2 hover:underline"
        >
          {t('inCart', { count: inCart })}
        </Link>
      ) : null}
    </div>
  )
}
