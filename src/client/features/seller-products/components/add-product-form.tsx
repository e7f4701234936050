import { zodResolver } from '@hookform/resolvers/zod'
import { CheckCircle2, ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { TRIAL_UPGRADE_URL } from '#shared/contracts/seller-products.ts'
import type { UploadResult } from '#shared/contracts/uploads.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { PhotoUploader } from '#client/components/photo-uploader.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { CheckboxField } from '#client/components/ui/checkbox.tsx'
import { FormField } from '#client/components/ui/form-field.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'
import { ApiRequestError } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast.ts'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { useCreateProduct } from '../api/create-product.ts'
import { useSetProductVariants } from '../api/set-product-variants.ts'
import { useVariantGrid } from '../hooks/use-variant-grid.ts'
import { useInventory } from '../api/get-inventory.ts'
import { useProductErrorToast } from '../hooks/use-limit-refusal-toast.ts'
import { atProductLimit, upgradeUrlOf, type ListingLimits } from '../lib/listing-limits.ts'
import {
  EMPTY_PRODUCT_FORM,
  productBody,
  productForm,
  PRODUCT_FORM_FIELDS,
  type ProductFormValues,
} from '../lib/product-form.ts'
import { CategorySelect } from './category-select.tsx'
import { ListingLimitNotice } from './listing-limit-notice.tsx'
import { ProductPhoto } from './product-photo.tsx'
import { VariantEditor } from './variant-editor.tsx'
import { applyFieldErrors } from '#client/lib/field-errors.ts'

/**
 * The /add-product screen: at the trial's or plan's product limit a notice with the way to the
 * plans, before anything is filled in; otherwise the form.
 */
export function AddProductForm() {
  const inventory = useInventory()
  if (inventory.isPending) return <Skeleton className="h-96 w-full rounded-lg" />
  if (inventory.isError) {
    return <ErrorState error={inventory.error} onRetry={() => void inventory.refetch()} />
  }
  if (atProductLimit(inventory.data.limits)) {
    return <ListingLimitNotice limits={inventory.data.limits} />
  }
  return <AddProductFields limits={inventory.data.limits} />
}

/** One photo, the listing fields, and the review notice. */
function AddProductFields({ limits }: { limits: ListingLimits }) {
  const { t } = useTranslation('seller-products')
  const showError = useProductErrorToast()
  const [photo, setPhoto] = useState<UploadResult | null>(null)
  const [uploading, setUploading] = useState(false)
  const [limitMessage, setLimitMessage] = useState<string | null>(null)
  const form = useForm<ProductFormValues>({
    resolver: zodResolver(productForm),
    defaultValues: EMPTY_PRODUCT_FORM,
  })
  const { errors } = form.formState
  const variants = useVariantGrid(form)

  function reset() {
    form.reset(EMPTY_PRODUCT_FORM)
    setPhoto(null)
    setLimitMessage(null)
    variants.reset()
  }

  const saveVariants = useSetProductVariants({
    onError: (error) => showError(error, t('toast.errorTitle'), t('toast.variantsFailed')),
  })
  const create = useCreateProduct({
    onError: (error) => {
      applyFieldErrors(form, error, PRODUCT_FORM_FIELDS)
      if (error instanceof ApiRequestError) {
        if (upgradeUrlOf(error)) setLimitMessage(error.message)
      }
      showError(error, t('addProduct.failedTitle'), t('addProduct.failedText'))
    },
  })

  return (
    <Card className="p-4 sm:p-6">
      <form
        noValidate
        className="grid gap-5"
        onSubmit={form.handleSubmit(
          async (values) => {
            if (!photo || !variants.check(values.price)) return
            try {
              const product = await create.mutateAsync(productBody(values, [photo.url]))
              if (variants.touched) {
                await saveVariants.mutateAsync({
                  id: product.id,
                  body: variants.body(values.price),
                })
              }
              toast.success(t('toast.added'), {
                description: t('addProduct.addedText', { name: product.name }),
              })
              reset()
            } catch {
              // The failed step's onError has told the seller what went wrong.
            }
          },
          // With variants the price and stock come from the grid: its own errors say what is missing.
          () => variants.check(''),
        )}
        onReset={(event) => {
          event.preventDefault()
          reset()
        }}
      >
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-medium">
            {t('addProduct.photo')} <span className="text-destructive">*</span>
          </legend>
          {photo ? (
            <div className="relative w-full max-w-xs">
              <ProductPhoto
                url={photo.url}
                alt={t('addProduct.photoPreview')}
                sizes="320px"
                className="aspect-square w-full rounded-lg"
              />
              <Badge variant="success" className="absolute top-2 start-2">
                <CheckCircle2 aria-hidden="true" className="size-3.5" />
                {t('upload.uploaded')}
              </Badge>
            </div>
          ) : null}
          <p id="add-product-photo-hint" className="text-sm text-muted-foreground">
            {t('addProduct.photoHint')}
          </p>
          <div>
            <PhotoUploader
              id="add-product-photo"
              label={photo ? t('addProduct.replacePhoto') : t('addProduct.choosePhoto')}
              describedBy="add-product-photo-hint"
              onUploadingChange={setUploading}
              onUploaded={setPhoto}
            />
          </div>
        </fieldset>

        <FormField
          id="add-product-name"
          label={t('fields.name')}
          error={errors.name?.message}
          required
        >
          {(control) => <Input {...control} {...form.register('name')} />}
        </FormField>
        <CategorySelect
          id="add-product-category"
          control={form.control}
          error={errors.categoryId?.message}
          limits={limits}
        />
        <FormField
          id="add-product-description"
          label={t('fields.description')}
          error={errors.description?.message}
        >
          {(control) => <Textarea {...control} {...form.register('description')} />}
        </FormField>
        <section aria-labelledby="add-product-variants" className="grid gap-3">
          <h2 id="add-product-variants" className="text-base font-semibold">
            {t('dialog.tabs.variants')}
          </h2>
          <VariantEditor
            grid={variants.grid}
            onChange={variants.change}
            errors={variants.errors}
            defaultPrice={form.getValues('price')}
          />
        </section>
        {variants.hasVariants ? (
          <p className="rounded-md border border-border bg-muted p-3 text-sm">
            {t('variants.pricingNote')}
          </p>
        ) : null}
        <div className={variants.hasVariants ? 'hidden' : 'grid gap-4 sm:grid-cols-2'}>
          <FormField
            id="add-product-price"
            label={t('fields.priceEtb')}
            error={errors.price?.message}
            required
          >
            {(control) => <Input {...control} inputMode="decimal" {...form.register('price')} />}
          </FormField>
          <FormField
            id="add-product-stock"
            label={t('fields.stock')}
            error={errors.stock?.message}
            required
          >
            {(control) => <Input {...control} inputMode="numeric" {...form.register('stock')} />}
          </FormField>
        </div>
        <FormField
          id="add-product-origin"
          label={t('fields.originCountry')}
          error={errors.originCountry?.message}
        >
          {(control) => (
            <Input {...control} autoComplete="country-name" {...form.register('originCountry')} />
          )}
        </FormField>
        <FormField
          id="add-product-authenticity"
          label={t('fields.authenticityNote')}
          hint={t('fields.authenticityNoteHint')}
          error={errors.authenticityNote?.message}
        >
          {(control) => <Textarea {...control} rows={3} {...form.register('authenticityNote')} />}
        </FormField>
        <Controller
          control={form.control}
          name="shipsInternationally"
          render={({ field }) => (
            <CheckboxField
              id="add-product-international"
              label={t('fields.internationalShipping')}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <Controller
          control={form.control}
          name="isFeatured"
          render={({ field }) => (
            <CheckboxField
              id="add-product-featured"
              label={t('fields.isFeatured')}
              hint={t('fields.isFeaturedHint')}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />

        <div className="flex items-start gap-3 rounded-lg border border-primary/30 bg-primary-soft p-4">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
          <p className="text-sm">{t('addProduct.reviewNotice')}</p>
        </div>
        {limitMessage ? (
          <div
            role="alert"
            className="rounded-lg border border-destructive/40 bg-destructive-soft p-4 text-sm"
          >
            <p>{limitMessage}</p>
            <Link
              href={TRIAL_UPGRADE_URL}
              className="mt-2 inline-block font-semibold text-primary underline"
            >
              {t('addProduct.seePlans')}
            </Link>
          </div>
        ) : null}

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="reset" variant="outline" disabled={create.isPending}>
            {t('addProduct.reset')}
          </Button>
          <Button
            type="submit"
            size="lg"
            disabled={!photo || uploading || create.isPending || saveVariants.isPending}
            aria-describedby={photo ? undefined : 'add-product-submit-hint'}
          >
            {create.isPending ? t('addProduct.submitting') : t('addProduct.submit')}
          </Button>
        </div>
        {photo ? null : (
          <p id="add-product-submit-hint" className="text-end text-sm text-muted-foreground">
            {t('addProduct.photoFirst')}
          </p>
        )}
      </form>
    </Card>
  )
}
