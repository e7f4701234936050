import { zodResolver } from '@hookform/resolvers/zod'
import { Star, Trash2 } from 'lucide-react'
import { Dialog, Tabs } from 'radix-ui'
import { useState } from 'react'
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  PRODUCT_IMAGES_MAX,
  SEO_DESCRIPTION_HINT,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_HINT,
  SEO_TITLE_MAX,
  type SellerProduct,
} from '#shared/contracts/seller-products.ts'
import { PhotoUploader } from '#client/components/photo-uploader.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { SheetDialogContent } from '#client/components/ui/sheet-dialog.tsx'
import { CheckboxField } from '#client/components/ui/checkbox.tsx'
import { FormField } from '#client/components/ui/form-field.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { cn } from '#client/lib/cn.ts'
import { toast } from '#client/lib/toast.ts'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { useCreateProduct } from '../api/create-product.ts'
import { useInventory } from '../api/get-inventory.ts'
import { useProductErrorToast } from '../hooks/use-limit-refusal-toast.ts'
import { atProductLimit, type ListingLimits } from '../lib/listing-limits.ts'
import { useDeleteProduct } from '../api/delete-product.ts'
import { useUpdateProduct } from '../api/update-product.ts'
import {
  EMPTY_PRODUCT_FORM,
  formValuesOf,
  productBody,
  productForm,
  PRODUCT_FORM_FIELDS,
  type ProductFormValues,
} from '../lib/product-form.ts'
import { useSetProductVariants } from '../api/set-product-variants.ts'
import { useVariantGrid } from '../hooks/use-variant-grid.ts'
import { CategorySelect } from './category-select.tsx'
import { VariantEditor } from './variant-editor.tsx'
import { ListingLimitNotice } from './listing-limit-notice.tsx'
import { RejectionNote } from './rejection-note.tsx'
import { ProductPhoto } from './product-photo.tsx'
import { StockBadge } from './stock-badge.tsx'
import { applyFieldErrors } from '#client/lib/field-errors.ts'

type Tab = 'basic' | 'pricing' | 'variants' | 'images' | 'seo'

// A failed field may sit on a tab that is not showing: open that tab so the message is seen.
const FIELD_TAB: Record<string, Tab> = {
  name: 'basic',
  categoryId: 'basic',
  description: 'basic',
  isActive: 'basic',
  price: 'pricing',
  discountPrice: 'pricing',
  stock: 'pricing',
  shipsInternationally: 'pricing',
  internationalShippingFee: 'pricing',
  images: 'images',
  imageUrl: 'images',
  seoTitle: 'seo',
  seoDescription: 'seo',
  tags: 'seo',
  isFeatured: 'seo',
}
const TAB_ORDER: Tab[] = ['basic', 'pricing', 'variants', 'images', 'seo']
/** Fields a product with variants takes from them (its mirror of the cheapest and the total). */
const MIRRORED_FIELDS = ['price', 'discountPrice', 'stock']

const tabTriggerClass =
  'inline-flex shrink-0 items-center rounded-md px-3 py-2 text-sm font-medium text-foreground hover:bg-muted ' +
  'focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring ' +
  'data-[state=active]:bg-primary data-[state=active]:text-primary-foreground'

export type ProductDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The product to edit; without it the dialog creates a new one. */
  product?: SellerProduct
  /** Called after a successful save or delete (the inventory refreshes by itself). */
  onSaved?: (product: SellerProduct | null) => void
}

/**
 * Add or edit a product: five tabs (basic, pricing and stock, options and variants, images, SEO
 * and marketing).
 */
export function ProductDialog({ open, onOpenChange, product, onSaved }: ProductDialogProps) {
  const { t } = useTranslation('seller-products')
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <SheetDialogContent
        title={product ? t('dialog.editTitle') : t('dialog.addTitle')}
        description={product ? t('dialog.editDescription') : t('dialog.addDescription')}
        closeLabel={t('dialog.close')}
        width="2xl"
      >
        {/* Mounted per opening and per product, so the form starts from that product. */}
        {open ? (
          <LimitedProductForm
            key={product?.id ?? 'new'}
            product={product}
            onDone={(saved) => {
              onSaved?.(saved)
              onOpenChange(false)
            }}
          />
        ) : null}
      </SheetDialogContent>
    </Dialog.Root>
  )
}

/** A new product needs room under the trial's or plan's limit: otherwise the way to the plans. */
function LimitedProductForm({
  product,
  onDone,
}: {
  product: SellerProduct | undefined
  onDone: (product: SellerProduct | null) => void
}) {
  const inventory = useInventory()
  if (inventory.isPending) return <Skeleton className="mt-4 h-96 w-full rounded-lg" />
  const limits = inventory.data?.limits
  if (!product && limits && atProductLimit(limits)) {
    return (
      <div className="mt-4">
        <ListingLimitNotice limits={limits} />
      </div>
    )
  }
  return <ProductForm product={product} onDone={onDone} limits={limits} />
}

function ProductForm({
  product,
  onDone,
  limits,
}: {
  product: SellerProduct | undefined
  onDone: (product: SellerProduct | null) => void
  limits: ListingLimits | undefined
}) {
  const { t } = useTranslation('seller-products')
  const showError = useProductErrorToast()
  const [tab, setTab] = useState<Tab>('basic')
  const [images, setImages] = useState<string[]>(() => initialImages(product))
  const [uploading, setUploading] = useState(false)
  const [confirmDelete, setConfirmDelete] = useState(false)
  const form = useForm<ProductFormValues>({
    resolver: zodResolver(productForm),
    defaultValues: product ? formValuesOf(product) : EMPTY_PRODUCT_FORM,
  })
  const { errors } = form.formState
  const variants = useVariantGrid(form, product)
  const hasVariants = variants.hasVariants
  const [stock, seoTitle, seoDescription, shipsInternationally] = useWatch({
    control: form.control,
    name: ['stock', 'seoTitle', 'seoDescription', 'shipsInternationally'],
  })

  function showFirstError(fields: string[]) {
    const first = TAB_ORDER.find((name) => fields.some((field) => FIELD_TAB[field] === name))
    if (first) setTab(first)
  }

  function onServerError(error: Error, fallbackKey: string) {
    const fields = applyFieldErrors(form, error, PRODUCT_FORM_FIELDS)
    if (fields.length > 0) showFirstError(fields)
    showError(error, t('toast.errorTitle'), t(fallbackKey))
  }

  const create = useCreateProduct({
    onError: (error) => onServerError(error, 'toast.createFailed'),
  })
  const update = useUpdateProduct({
    onError: (error) => onServerError(error, 'toast.updateFailed'),
  })
  const saveVariants = useSetProductVariants({
    onError: (error) => {
      setTab('variants')
      showError(error, t('toast.errorTitle'), t('toast.variantsFailed'))
    },
  })
  const remove = useDeleteProduct({
    onSuccess: () => {
      toast.success(t('toast.deleted'))
      onDone(null)
    },
    onError: (error) => {
      setConfirmDelete(false)
      toast.error(t('toast.deleteFailed'), {
        description: errorMessage(error, t('toast.deleteFailedText')),
      })
    },
  })
  const saving = create.isPending || update.isPending || saveVariants.isPending

  async function submit(values: ProductFormValues) {
    // The grid is checked with the server's own rules before anything is saved.
    if (!variants.check(values.price)) {
      setTab('variants')
      return
    }
    const body = productBody(values, images)
    try {
      const saved = product
        ? await update.mutateAsync({ id: product.id, changes: body })
        : await create.mutateAsync(body)
      if (variants.touched) {
        await saveVariants.mutateAsync({ id: saved.id, body: variants.body(values.price) })
      }
      if (product) toast.success(t('toast.updated'))
      else toast.success(t('toast.created'), { description: t('toast.createdText') })
      onDone(saved)
    } catch {
      // Each mutation's onError has told the seller what went wrong.
    }
  }

  function onInvalid(invalid: FieldErrors<ProductFormValues>) {
    const fields = Object.keys(invalid)
    // With variants the price and stock come from the grid: its own errors say what is missing.
    if (hasVariants && fields.every((field) => MIRRORED_FIELDS.includes(field))) {
      variants.check('')
      setTab('variants')
      return
    }
    showFirstError(fields)
  }

  return (
    <form noValidate className="mt-4 grid gap-4" onSubmit={form.handleSubmit(submit, onInvalid)}>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)} className="grid gap-4">
        <Tabs.List
          aria-label={t('dialog.tabsLabel')}
          className="flex flex-wrap gap-1 rounded-lg border border-border bg-background p-1"
        >
          {TAB_ORDER.map((name) => (
            <Tabs.Trigger key={name} value={name} className={tabTriggerClass}>
              {t(`dialog.tabs.${name}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>

        <Tabs.Content value="basic" forceMount className="grid gap-4 data-[state=inactive]:hidden">
          <FormField
            id="product-name"
            label={t('fields.name')}
            error={errors.name?.message}
            required
          >
            {(control) => <Input {...control} {...form.register('name')} />}
          </FormField>
          {product?.reviewStatus === 'rejected' ? (
            <RejectionNote note={product.reviewNote} />
          ) : null}
          <CategorySelect
            id="product-category"
            control={form.control}
            error={errors.categoryId?.message}
            limits={limits}
            currentCategoryId={product?.categoryId}
          />
          <FormField
            id="product-description"
            label={t('fields.description')}
            error={errors.description?.message}
          >
            {(control) => <Textarea {...control} {...form.register('description')} />}
          </FormField>
          <Controller
            control={form.control}
            name="isActive"
            render={({ field }) => (
              <CheckboxField
                id="product-active"
                label={t('fields.isActive')}
                hint={t('fields.isActiveHint')}
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
        </Tabs.Content>

        <Tabs.Content
          value="pricing"
          forceMount
          className="grid gap-4 data-[state=inactive]:hidden"
        >
          {hasVariants ? (
            <p className="rounded-md border border-border bg-muted p-3 text-sm">
              {t('variants.pricingNote')}
            </p>
          ) : null}
          <div className={cn('grid gap-4 sm:grid-cols-2', hasVariants && 'hidden')}>
            <FormField
              id="product-price"
              label={t('fields.price')}
              error={errors.price?.message}
              required
            >
              {(control) => <Input {...control} inputMode="decimal" {...form.register('price')} />}
            </FormField>
            <FormField
              id="product-discount-price"
              label={t('fields.discountPrice')}
              hint={t('fields.discountPriceHint')}
              error={errors.discountPrice?.message}
            >
              {(control) => (
                <Input {...control} inputMode="decimal" {...form.register('discountPrice')} />
              )}
            </FormField>
          </div>
          <FormField
            id="product-stock"
            className={hasVariants ? 'hidden' : undefined}
            label={t('fields.stock')}
            error={errors.stock?.message}
            hint={/^\d+$/.test(stock) ? <StockBadge stock={Number(stock)} /> : undefined}
            required
          >
            {(control) => <Input {...control} inputMode="numeric" {...form.register('stock')} />}
          </FormField>
          <Controller
            control={form.control}
            name="shipsInternationally"
            render={({ field }) => (
              <CheckboxField
                id="product-international"
                label={t('fields.internationalShipping')}
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
          {shipsInternationally ? (
            <FormField
              id="product-international-fee"
              label={t('fields.internationalShippingFee')}
              error={errors.internationalShippingFee?.message}
            >
              {(control) => (
                <Input
                  {...control}
                  inputMode="decimal"
                  {...form.register('internationalShippingFee')}
                />
              )}
            </FormField>
          ) : null}
        </Tabs.Content>

        <Tabs.Content
          value="variants"
          forceMount
          className="grid gap-4 data-[state=inactive]:hidden"
        >
          <VariantEditor
            grid={variants.grid}
            onChange={variants.change}
            errors={variants.errors}
            defaultPrice={form.getValues('price')}
          />
        </Tabs.Content>

        <Tabs.Content value="images" forceMount className="grid gap-4 data-[state=inactive]:hidden">
          <p id="product-images-hint" className="text-sm text-muted-foreground">
            {t('images.hint', { max: PRODUCT_IMAGES_MAX })}
          </p>
          {images.length === 0 ? (
            <p className="rounded-md border border-dashed border-border p-4 text-center text-sm text-muted-foreground">
              {t('images.none')}
            </p>
          ) : (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {images.map((url, index) => (
                <li key={url} className="grid gap-2 rounded-md border border-border p-2">
                  <ProductPhoto
                    url={url}
                    alt={t('images.photoAlt', { number: index + 1 })}
                    sizes="200px"
                    className="aspect-square w-full rounded"
                  />
                  {index === 0 ? (
                    <span className="inline-flex items-center gap-1 text-xs font-semibold text-primary">
                      <Star aria-hidden="true" className="size-3.5 fill-current" />
                      {t('images.primary')}
                    </span>
                  ) : (
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setImages([url, ...images.filter((other) => other !== url)])}
                    >
                      {t('images.makePrimary')}
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('images.removeNamed', { number: index + 1 })}
                    onClick={() => setImages(images.filter((other) => other !== url))}
                  >
                    <Trash2 aria-hidden="true" />
                    {t('images.remove')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <div>
            <PhotoUploader
              id="product-photo-input"
              label={t('images.add')}
              describedBy="product-images-hint"
              disabled={images.length >= PRODUCT_IMAGES_MAX}
              onUploadingChange={setUploading}
              onUploaded={(result) => setImages((list) => [...list, result.url])}
            />
          </div>
        </Tabs.Content>

        <Tabs.Content value="seo" forceMount className="grid gap-4 data-[state=inactive]:hidden">
          <FormField
            id="product-seo-title"
            label={t('fields.seoTitle')}
            error={errors.seoTitle?.message}
            hint={<Counter length={seoTitle.length} hint={SEO_TITLE_HINT} max={SEO_TITLE_MAX} />}
          >
            {(control) => <Input {...control} {...form.register('seoTitle')} />}
          </FormField>
          <FormField
            id="product-seo-description"
            label={t('fields.seoDescription')}
            error={errors.seoDescription?.message}
            hint={
              <Counter
                length={seoDescription.length}
                hint={SEO_DESCRIPTION_HINT}
                max={SEO_DESCRIPTION_MAX}
              />
            }
          >
            {(control) => <Textarea {...control} rows={3} {...form.register('seoDescription')} />}
          </FormField>
          <FormField
            id="product-tags"
            label={t('fields.tags')}
            hint={t('fields.tagsHint')}
            error={errors.tags?.message}
          >
            {(control) => <Input {...control} {...form.register('tags')} />}
          </FormField>
          <Controller
            control={form.control}
            name="isFeatured"
            render={({ field }) => (
              <CheckboxField
                id="product-featured"
                label={t('fields.isFeatured')}
                hint={t('fields.isFeaturedHint')}
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
        </Tabs.Content>
      </Tabs.Root>

      <div className="flex flex-col-reverse gap-2 border-t border-border pt-4 sm:flex-row sm:items-center sm:justify-between">
        {product ? (
          confirmDelete ? (
            <div className="flex flex-wrap items-center gap-2" role="group">
              <span className="text-sm font-medium">{t('dialog.confirmDelete')}</span>
              <Button
                variant="destructive"
                size="sm"
                disabled={remove.isPending}
                onClick={() => remove.mutate(product.id)}
              >
                {remove.isPending ? t('dialog.deleting') : t('dialog.deleteYes')}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setConfirmDelete(false)}>
                {t('dialog.cancel')}
              </Button>
            </div>
          ) : (
            <Button
              variant="ghost"
              className="text-destructive"
              onClick={() => setConfirmDelete(true)}
            >
              <Trash2 aria-hidden="true" />
              {t('dialog.delete')}
            </Button>
          )
        ) : (
          <span />
        )}
        <Button type="submit" disabled={saving || uploading}>
          {saving ? t('dialog.saving') : product ? t('dialog.saveChanges') : t('dialog.create')}
        </Button>
      </div>
    </form>
  )
}

/**
 * Characters typed against both limits, in words: search engines show about `hint` characters
 * (longer is allowed but cut there); `max` is the hard limit.
 */
function Counter({ length, hint, max }: { length: number; hint: number; max: number }) {
  const { t } = useTranslation('seller-products')
  return (
    <span className={cn(length > hint && 'font-medium text-[#78350f]')}>
      {t('fields.seoCounter', { count: length, hint, max })}
      {length > hint && length <= max ? ` · ${t('fields.overHint', { hint })}` : ''}
    </span>
  )
}

function initialImages(product: SellerProduct | undefined): string[] {
  if (!product) return []
  const urls = product.images
    .slice()
    .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary))
    .map((image) => image.imageUrl)
  if (product.imageUrl && !urls.includes(product.imageUrl)) urls.unshift(product.imageUrl)
  return urls
}
