import {
  Copy,
  FileSpreadsheet,
  PackageOpen,
  Pencil,
  Plus,
  Power,
  PowerOff,
  Star,
  StarOff,
} from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import {
  BULK_ACTIONS,
  type BulkAction,
  type SellerProduct,
} from '#shared/contracts/seller-products.ts'
import { formatMoney } from '#shared/money.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button, buttonClass } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { Checkbox } from '#client/components/ui/checkbox.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Select } from '#client/components/ui/select.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast.ts'
import { useBulkUpdateProducts } from '../api/bulk-update-products.ts'
import { useDuplicateProduct } from '../api/duplicate-product.ts'
import { useInventory } from '../api/get-inventory.ts'
import { useProductErrorToast } from '../hooks/use-limit-refusal-toast.ts'
import { useUpdateProduct } from '../api/update-product.ts'
import {
  inventoryStockBadge,
  isBulkAction,
  stockBarPercent,
  toggleSelection,
  visibleSelection,
} from '../lib/inventory.ts'
import { ProductDialog } from './product-dialog.tsx'
import { RejectionNote } from './rejection-note.tsx'
import { ProductPhoto } from './product-photo.tsx'

const SKELETON_ROWS = 5

/** The signed-in seller's inventory: counts, list, bulk and per-product actions. */
export function InventoryPanel() {
  const { t } = useTranslation('seller-products')
  const inventory = useInventory()
  const [selection, setSelection] = useState<string[]>([])
  const [bulkAction, setBulkAction] = useState<BulkAction | ''>('')
  const [confirmBulkDelete, setConfirmBulkDelete] = useState(false)
  const [dialog, setDialog] = useState<{ open: boolean; product?: SellerProduct }>({
    open: false,
  })

  const bulk = useBulkUpdateProducts({
    onSuccess: (result) => {
      toast.success(t('toast.statusUpdated'), {
        description: t(`bulk.done.${result.action}`, { count: result.count }),
      })
      setSelection([])
      setBulkAction('')
      setConfirmBulkDelete(false)
    },
    onError: (error) => {
      setConfirmBulkDelete(false)
      toast.error(t('toast.errorTitle'), { description: errorMessage(error, t('bulk.failed')) })
    },
  })

  if (inventory.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        <span className="sr-only" role="status">
          {t('inventory.loading')}
        </span>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <Skeleton key={index} className="h-24 w-full rounded-lg" />
        ))}
      </div>
    )
  }
  if (inventory.isError) {
    return <ErrorState error={inventory.error} onRetry={() => void inventory.refetch()} />
  }

  const { counts, products, featuredAllowance } = inventory.data
  const selected = visibleSelection(selection, products)
  const allSelected = products.length > 0 && selected.length === products.length

  function apply() {
    if (!bulkAction || selected.length === 0) return
    if (bulkAction === 'delete' && !confirmBulkDelete) {
      setConfirmBulkDelete(true)
      return
    }
    bulk.mutate({ ids: selected, action: bulkAction })
  }

  return (
    <section aria-labelledby="inventory-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="inventory-heading" className="text-xl font-bold">
          {t('inventory.title')}
        </h2>
        <Link
          href="/seller-products/import"
          className={buttonClass({ variant: 'outline', size: 'sm' })}
        >
          <FileSpreadsheet aria-hidden="true" />
          {t('inventory.bulkListing')}
        </Link>
      </div>

      <dl className="grid grid-cols-3 gap-2">
        {(
          [
            ['total', counts.total],
            ['active', counts.active],
            ['lowStock', counts.lowStock],
          ] as const
        ).map(([key, value]) => (
          <Card key={key} className="p-3 text-center">
            <dt className="text-xs text-muted-foreground sm:text-sm">
              {t(`inventory.counts.${key}`)}
            </dt>
            <dd className="text-2xl font-bold tabular-nums">{value}</dd>
          </Card>
        ))}
      </dl>
      {counts.inReview > 0 ? (
        <p className="rounded-md bg-primary-soft p-3 text-sm">
          {t('inventory.inReviewNotice', { count: counts.inReview })}
        </p>
      ) : null}

      {products.length === 0 ? (
        <EmptyState
          icon={<PackageOpen />}
          title={t('inventory.emptyTitle')}
          description={t('inventory.emptyText')}
          action={
            <Button onClick={() => setDialog({ open: true })}>
              <Plus aria-hidden="true" />
              {t('inventory.addFirst')}
            </Button>
          }
        />
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-surface p-3">
            <div className="flex items-center gap-2">
              <Checkbox
                id="inventory-select-all"
                checked={allSelected}
                onCheckedChange={(value) =>
                  setSelection(value === true ? products.map((product) => product.id) : [])
                }
              />
              <label htmlFor="inventory-select-all" className="text-sm font-medium">
                {t('bulk.selectAll')}
              </label>
            </div>
            <span className="text-sm text-muted-foreground" aria-live="polite">
              {t('bulk.selected', { count: selected.length })}
            </span>
            <div className="flex w-full items-center gap-2 sm:ms-auto sm:w-auto">
              <label htmlFor="inventory-bulk-action" className="sr-only">
                {t('bulk.label')}
              </label>
              <Select
                id="inventory-bulk-action"
                className="grow sm:w-48"
                value={bulkAction}
                onChange={(event) => {
                  setConfirmBulkDelete(false)
                  setBulkAction(isBulkAction(event.target.value) ? event.target.value : '')
                }}
              >
                <option value="">{t('bulk.choose')}</option>
                {BULK_ACTIONS.map((action) => (
                  <option key={action} value={action}>
                    {t(`bulk.actions.${action}`)}
                  </option>
                ))}
              </Select>
              <Button
                variant={confirmBulkDelete ? 'destructive' : 'primary'}
                disabled={!bulkAction || selected.length === 0 || bulk.isPending}
                onClick={apply}
              >
                {confirmBulkDelete ? t('bulk.confirmDelete') : t('bulk.apply')}
              </Button>
            </div>
          </div>
          <p className="text-xs text-muted-foreground">
            {t('inventory.featuredAllowance', {
              used: products.filter((product) => product.isFeatured).length,
              max: featuredAllowance,
            })}
          </p>
          <ul className="grid gap-3">
            {products.map((product) => (
              <InventoryRow
                key={product.id}
                product={product}
                selected={selected.includes(product.id)}
                onSelect={(on) => setSelection((list) => toggleSelection(list, product.id, on))}
                onEdit={() => setDialog({ open: true, product })}
              />
            ))}
          </ul>
        </>
      )}

      <ProductDialog
        open={dialog.open}
        product={dialog.product}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
      />
    </section>
  )
}

function InventoryRow({
  product,
  selected,
  onSelect,
  onEdit,
}: {
  product: SellerProduct
  selected: boolean
  onSelect: (on: boolean) => void
  onEdit: () => void
}) {
  const { t, i18n } = useTranslation('seller-products')
  const update = useUpdateProduct({
    onSuccess: () => toast.success(t('toast.statusUpdated')),
    onError: (error) =>
      toast.error(t('toast.errorTitle'), {
        description: errorMessage(error, t('toast.updateFailed')),
      }),
  })
  const showError = useProductErrorToast()
  const duplicate = useDuplicateProduct({
    onSuccess: (copy) => toast.success(t('toast.duplicated'), { description: copy.name }),
    onError: (error) => showError(error, t('toast.errorTitle'), t('toast.createFailed')),
  })
  const busy = update.isPending || duplicate.isPending
  const stockBadge = inventoryStockBadge(product.stock)
  const checkboxId = `inventory-select-${product.id}`

  return (
    <li>
      <Card className="grid gap-3 p-3">
        <div className="flex gap-3">
          <Checkbox
            id={checkboxId}
            className="mt-1"
            checked={selected}
            onCheckedChange={(value) => onSelect(value === true)}
            aria-label={t('bulk.selectOne', { name: product.name })}
          />
          <ProductPhoto
            url={product.imageUrl}
            alt={product.name}
            sizes="64px"
            className="size-16 shrink-0 rounded-md"
          />
          <div className="grid min-w-0 grow gap-1">
            <p className="font-semibold break-words">{product.name}</p>
            <p className="text-sm font-medium tabular-nums">
              {formatMoney(product.price, 'ETB', i18n.resolvedLanguage, { decimals: 2 })}
            </p>
            <div className="flex flex-wrap gap-1">
              {product.reviewStatus !== 'rejected' ? (
                <Badge variant={product.isActive ? 'success' : 'secondary'}>
                  {product.isActive ? t('badges.active') : t('badges.inactive')}
                </Badge>
              ) : null}
              {product.isFeatured ? <Badge variant="primary">{t('badges.featured')}</Badge> : null}
              {product.reviewStatus === 'pending' ? (
                <Badge variant="warning">{t('badges.inReview')}</Badge>
              ) : null}
              {product.reviewStatus === 'rejected' ? (
                <Badge variant="destructive">{t('badges.rejected')}</Badge>
              ) : null}
              {stockBadge ? (
                <Badge variant={stockBadge === 'out' ? 'destructive' : 'warning'}>
                  {t(`badges.${stockBadge}`)}
                </Badge>
              ) : null}
            </div>
          </div>
        </div>
        {product.reviewStatus === 'rejected' ? <RejectionNote note={product.reviewNote} /> : null}
        {product.variants.length > 0 ? <VariantStock product={product} /> : null}
        <div className="grid gap-1">
          <div className="flex justify-between text-xs text-muted-foreground">
            <span>{t('inventory.stock')}</span>
            <span className="tabular-nums">{product.stock}</span>
          </div>
          <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
            <div
              className={
                stockBadge === 'out'
                  ? 'h-full bg-destructive'
                  : stockBadge === 'low'
                    ? 'h-full bg-[#d97706]'
                    : 'h-full bg-primary'
              }
              style={{ width: `${stockBarPercent(product.stock)}%` }}
            />
          </div>
        </div>
        <div
          role="group"
          aria-label={product.name}
          className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap"
        >
          <Button size="sm" variant="outline" onClick={onEdit}>
            <Pencil aria-hidden="true" />
            {t('actions.edit')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() =>
              update.mutate({ id: product.id, changes: { isActive: !product.isActive } })
            }
          >
            {product.isActive ? <PowerOff aria-hidden="true" /> : <Power aria-hidden="true" />}
            {product.isActive ? t('actions.deactivate') : t('actions.activate')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => duplicate.mutate(product.id)}
          >
            <Copy aria-hidden="true" />
            {t('actions.duplicate')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() =>
              update.mutate({ id: product.id, changes: { isFeatured: !product.isFeatured } })
            }
          >
            {product.isFeatured ? <StarOff aria-hidden="true" /> : <Star aria-hidden="true" />}
            {product.isFeatured ? t('actions.unfeature') : t('actions.feature')}
          </Button>
        </div>
      </Card>
    </li>
  )
}

/** Stock per variant: the product's stock is their sum. */
function VariantStock({ product }: { product: SellerProduct }) {
  const { t, i18n } = useTranslation('seller-products')
  return (
    <div className="grid gap-1">
      <p className="text-xs font-medium text-muted-foreground">
        {t('inventory.variantsTitle', { count: product.variants.length })}
      </p>
      <ul
        className="grid gap-1 text-sm"
        aria-label={t('inventory.variantsOf', { name: product.name })}
      >
        {product.variants.map((variant) => {
          const badge = inventoryStockBadge(variant.stock)
          return (
            <li
              key={variant.id}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-md bg-muted px-2 py-1"
            >
              <span className="min-w-0 break-words">
                {variant.label}
                {variant.sku ? (
                  <span className="ms-2 text-xs text-muted-foreground">{variant.sku}</span>
                ) : null}
              </span>
              <span className="flex flex-wrap items-center gap-2 tabular-nums">
                {formatMoney(variant.discountPrice ?? variant.price, 'ETB', i18n.resolvedLanguage, {
                  decimals: 2,
                })}
                <span>{t('inventory.variantStock', { count: variant.stock })}</span>
                {!variant.isActive ? (
                  <Badge variant="secondary">{t('badges.inactive')}</Badge>
                ) : null}
                {variant.isActive && badge ? (
                  <Badge variant={badge === 'out' ? 'destructive' : 'warning'}>
                    {t(`badges.${badge}`)}
                  </Badge>
                ) : null}
              </span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
