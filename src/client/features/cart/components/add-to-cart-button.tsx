import { ShoppingCart } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { CART_MAX_QUANTITY } from '#shared/cart-limits.ts'
import type { ProductListItem } from '#shared/contracts/catalog.ts'
import { Button } from '#client/components/ui/button.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { cn } from '#client/lib/cn.ts'
import { toast } from '#client/lib/toast.ts'
import { useCart } from '../api/get-cart.ts'
import { useSetCartQuantity } from '../api/set-cart-quantity.ts'
import { readLocalCart, setLocalQuantity } from '../lib/local-cart.ts'

/**
 * Adds the chosen quantity to the cart: the account's cart when signed in, the browser's
 * otherwise. Asking for more than the stock is refused with the number left.
 */
export function AddToCartButton({
  product,
  quantity,
  signedIn,
  className,
}: {
  product: ProductListItem
  quantity: number
  signedIn: boolean
  className?: string
}) {
  const { t } = useTranslation('cart')
  const cart = useCart(signedIn)
  const inCart = signedIn
    ? (cart.data?.groups
        .flatMap((group) => group.lines)
        .find((line) => line.productId === product.id)?.quantity ?? 0)
    : 0
  const added = () =>
    toast.success(t('added.title'), { description: t('added.description', { name: product.name }) })
  const save = useSetCartQuantity({
    onSuccess: added,
    onError: (error) =>
      toast.error(t('added.failed'), { description: errorMessage(error, t('errors.fallback')) }),
  })
  const outOfStock = product.stock <= 0
  // Offline the change waits (paused) and the cart already shows it: the button stays usable.
  const sending = save.isPending && !save.isPaused

  const add = () => {
    if (signedIn) {
      save.mutate({
        productId: product.id,
        quantity: Math.min(inCart + quantity, CART_MAX_QUANTITY),
        product,
      })
      return
    }
    const current = readLocalCart().find((line) => line.productId === product.id)?.quantity ?? 0
    const wanted = current + quantity
    if (wanted > product.stock) {
      toast.error(t('added.failed'), {
        description: t('onlyLeft', { count: product.stock, name: product.name }),
      })
      return
    }
    setLocalQuantity(product.id, wanted)
    added()
  }

  return (
    <div className={cn('grid gap-2', className)}>
      <Button
        size="lg"
        onClick={add}
        disabled={outOfStock || sending || (signedIn && cart.isPending)}
      >
        <ShoppingCart aria-hidden="true" />
        {outOfStock ? t('outOfStock') : sending ? t('adding') : t('addToCart')}
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
