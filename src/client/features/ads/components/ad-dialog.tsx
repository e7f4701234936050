import { Dialog } from 'radix-ui'
import { useEffect, useState } from 'react'
import { Controller, useForm, useWatch, type Path } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { LANGUAGES } from '#shared/constants.ts'
import {
  AD_CREATIVE_TYPES,
  AD_GENDERS,
  AD_LINK_TARGETS,
  AD_PLATFORMS,
  AD_TARGET_REGIONS,
  TELEBIRR_AD_TYPES,
  TELEBIRR_PROMOTION_TYPES,
  type AdChannel,
  type SellerAd,
} from '#shared/contracts/ads.ts'
import { PhotoUploader } from '#client/components/photo-uploader.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { CheckboxField } from '#client/components/ui/checkbox.tsx'
import { FormField, useFieldError } from '#client/components/ui/form-field.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Select } from '#client/components/ui/select.tsx'
import { SheetDialogContent } from '#client/components/ui/sheet-dialog.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast.ts'
import { useCreateAd } from '../api/create-ad.ts'
import { useUpdateAd } from '../api/update-ad.ts'
import { adFormResolver, adToForm, emptyAdForm, type AdFormValues } from '../lib/ad-form.ts'
import { applyFieldErrors } from '#client/lib/field-errors.ts'

export type AdCategory = { id: string; name: string }
export type AdLinkOptions = {
  store: { id: string; name: string } | null
  products: { id: string; name: string }[]
}

/** A group of checkboxes editing one list field, with its legend and error. */
function CheckboxGroup<T extends string>({
  id,
  legend,
  options,
  value,
  onChange,
  labelOf,
  error,
}: {
  id: string
  legend: string
  options: readonly T[]
  value: T[]
  onChange: (value: T[]) => void
  labelOf: (option: T) => string
  error?: string | undefined
}) {
  const errorText = useFieldError(error)
  return (
    <fieldset
      className="grid gap-2 sm:col-span-2"
      aria-describedby={errorText ? `${id}-error` : undefined}
    >
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {options.map((option) => (
          <CheckboxField
            key={option}
            id={`${id}-${option}`}
            label={labelOf(option)}
            checked={value.includes(option)}
            onCheckedChange={(checked) =>
              onChange(checked ? [...value, option] : value.filter((item) => item !== option))
            }
          />
        ))}
      </div>
      {errorText ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {errorText}
        </p>
      ) : null}
    </fieldset>
  )
}

/** Create or edit an ad: the spec's ad form plus targeting; a saved ad waits for review. */
export function AdDialog({
  open,
  onOpenChange,
  channel,
  ad,
  categories,
  links,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  channel: AdChannel
  ad?: SellerAd | undefined
  categories: AdCategory[]
  links: AdLinkOptions
}) {
  const { t } = useTranslation('ads')
  const storeName = links.store?.name ?? ''
  const form = useForm<AdFormValues>({
    resolver: adFormResolver,
    defaultValues: ad ? adToForm(ad) : emptyAdForm(channel, new Date(), storeName),
  })
  const { errors } = form.formState

  // The dialog is reused: each opening starts from the ad being edited or a new form.
  useEffect(() => {
    if (open) form.reset(ad ? adToForm(ad) : emptyAdForm(channel, new Date(), storeName))
  }, [open, ad, channel, form, storeName])

  const platforms = useWatch({ control: form.control, name: 'socialPlatforms' })
  const telebirr = platforms.includes('telebirr')
  const linkTarget = useWatch({ control: form.control, name: 'linkTarget' })
  const imageUrl = useWatch({ control: form.control, name: 'imageUrl' })
  const [uploading, setUploading] = useState(false)

  const onError = (error: Error) => {
    applyFieldErrors(form, error, Object.keys(emptyAdForm(channel)))
    toast.error(t('toast.errorTitle'), {
      description: errorMessage(error, t('toast.createFailed')),
    })
  }
  const create = useCreateAd({
    onSuccess: () => {
      toast.success(t('toast.created'), { description: t('toast.createdDescription') })
      onOpenChange(false)
    },
    onError,
  })
  const update = useUpdateAd({
    onSuccess: () => {
      toast.success(t('toast.updated'), { description: t('toast.createdDescription') })
      onOpenChange(false)
    },
    onError,
  })
  const saving = create.isPending || update.isPending || uploading

  const submit = form.handleSubmit((values) => {
    if (ad) update.mutate({ id: ad.id, ...values })
    else create.mutate(values)
  })

  const text = (
    name: Path<AdFormValues>,
    label: string,
    options: { required?: boolean; type?: string; wide?: boolean } = {},
  ) => (
    <FormField
      id={`ad-${name}`}
      label={label}
      error={errors[name as keyof AdFormValues]?.message}
      required={options.required}
      className={options.wide ? 'sm:col-span-2' : undefined}
    >
      {(control) => (
        <Input
          {...control}
          type={options.type ?? 'text'}
          {...(options.type === 'number' ? { inputMode: 'decimal', min: 0, step: 0.01 } : {})}
          {...form.register(name)}
        />
      )}
    </FormField>
  )

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <SheetDialogContent
        title={ad ? t('form.editTitle') : t('form.createTitle')}
        description={t('form.description')}
        closeLabel={t('form.close')}
        width="2xl"
      >
        <form
          noValidate
          className="mt-4 grid gap-4 sm:grid-cols-2"
          onSubmit={(event) => void submit(event)}
        >
          <h3 className="font-semibold sm:col-span-2">{t('form.business')}</h3>
          {text('businessName', t('form.businessName'), { required: true })}
          {text('businessPhone', t('form.businessPhone'), { type: 'tel' })}
          {text('businessEmail', t('form.businessEmail'), { type: 'email' })}
          {text('businessAddress', t('form.businessAddress'))}

          <h3 className="font-semibold sm:col-span-2">{t('form.content')}</h3>
          {text('title', t('form.title'), { required: true, wide: true })}
          <FormField
            id="ad-description"
            label={t('form.adDescription')}
            error={errors.description?.message}
            className="sm:col-span-2"
          >
            {(control) => <Textarea {...control} rows={2} {...form.register('description')} />}
          </FormField>
          <div className="grid content-start gap-2">
            {text('imageUrl', t('form.imageUrl'), { type: 'url' })}
            <div className="flex items-center gap-3">
              {imageUrl ? (
                <img
                  src={imageUrl}
                  alt={t('form.imagePreview')}
                  className="size-12 rounded-md border border-border object-cover"
                />
              ) : null}
              <PhotoUploader
                id="ad-image-upload"
                label={t('form.uploadImage')}
                onUploadingChange={setUploading}
                onUploaded={(result) =>
                  form.setValue('imageUrl', result.url, { shouldDirty: true, shouldValidate: true })
                }
              />
            </div>
          </div>
          <fieldset className="grid gap-2 sm:col-span-2">
            <legend className="mb-1 text-sm font-medium">{t('form.linkTo')} *</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {AD_LINK_TARGETS.map((target) => (
                <label key={target} className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="radio"
                    value={target}
                    className="size-4 accent-primary"
                    {...form.register('linkTarget')}
                  />
                  {t(`form.link.${target}`)}
                </label>
              ))}
            </div>
            <p className="text-sm text-muted-foreground">{t('form.linkHint')}</p>
          </fieldset>
          {linkTarget === 'product' ? (
            <FormField
              id="ad-linkProductId"
              label={t('form.linkProduct')}
              error={errors.linkProductId?.message}
              required
              className="sm:col-span-2"
            >
              {(control) => (
                <Select {...control} {...form.register('linkProductId')}>
                  <option value="">{t('form.chooseProduct')}</option>
                  {links.products.map((product) => (
                    <option key={product.id} value={product.id}>
                      {product.name}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          ) : null}
          {linkTarget === 'website'
            ? text('websiteUrl', t('form.websiteUrl'), { type: 'url', required: true, wide: true })
            : null}
          <FormField
            id="ad-creative"
            label={t('form.creativeType')}
            error={errors.adCreativeType?.message}
            required
          >
            {(control) => (
              <Select {...control} {...form.register('adCreativeType')}>
                {AD_CREATIVE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`creative.${type}`)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField
            id="ad-category"
            label={t('form.targetCategory')}
            error={errors.targetCategory?.message}
          >
            {(control) => (
              <Select {...control} {...form.register('targetCategory')}>
                <option value="">{t('form.anyCategory')}</option>
                {categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <Controller
            control={form.control}
            name="socialPlatforms"
            render={({ field }) => (
              <CheckboxGroup
                id="ad-platforms"
                legend={`${t('form.platforms')} *`}
                options={AD_PLATFORMS}
                value={field.value}
                onChange={field.onChange}
                labelOf={(platform) => t(`platforms.${platform}`)}
                error={errors.socialPlatforms?.message}
              />
            )}
          />
          {telebirr ? (
            <>
              <FormField id="ad-telebirr-type" label={t('form.telebirrAdType')}>
                {(control) => (
                  <Select {...control} {...form.register('telebirrAdType')}>
                    {TELEBIRR_AD_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {t(`telebirrAdType.${type}`)}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
              <FormField id="ad-promotion" label={t('form.promotionType')}>
                {(control) => (
                  <Select {...control} {...form.register('telebirrPromotionType')}>
                    {TELEBIRR_PROMOTION_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {t(`promotion.${type}`)}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
            </>
          ) : null}

          <h3 className="font-semibold sm:col-span-2">{t('form.budgetSection')}</h3>
          {text('budget', t('form.budget'), { required: true, type: 'number' })}
          {text('socialMediaBudget', t('form.socialMediaBudget'), {
            required: true,
            type: 'number',
          })}
          {telebirr ? text('telebirrBudget', t('form.telebirrBudget'), { type: 'number' }) : null}
          {text('startDate', t('form.startDate'), { required: true, type: 'date' })}
          {text('endDate', t('form.endDate'), { required: true, type: 'date' })}

          <h3 className="font-semibold sm:col-span-2">{t('form.targeting')}</h3>
          <p className="-mt-2 text-sm text-muted-foreground sm:col-span-2">
            {t('form.targetingHint')}
          </p>
          <Controller
            control={form.control}
            name="targetRegions"
            render={({ field }) => (
              <CheckboxGroup
                id="ad-regions"
                legend={t('form.regions')}
                options={AD_TARGET_REGIONS}
                value={field.value}
                onChange={field.onChange}
                labelOf={(region) => t(`regions.${region}`)}
                error={errors.targetRegions?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="targetLanguages"
            render={({ field }) => (
              <CheckboxGroup
                id="ad-languages"
                legend={t('form.languages')}
                options={LANGUAGES}
                value={field.value}
                onChange={field.onChange}
                labelOf={(language) => t(`languages.${language}`)}
                error={errors.targetLanguages?.message}
              />
            )}
          />
          <FormField id="ad-gender" label={t('form.gender')} error={errors.targetGender?.message}>
            {(control) => (
              <Select {...control} {...form.register('targetGender')}>
                {AD_GENDERS.map((gender) => (
                  <option key={gender} value={gender}>
                    {t(`gender.${gender}`)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <div className="grid grid-cols-2 gap-3">
            {text('targetAgeMin', t('form.ageMin'), { type: 'number' })}
            {text('targetAgeMax', t('form.ageMax'), { type: 'number' })}
          </div>

          <div className="flex justify-end gap-2 sm:col-span-2">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={saving}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? t('form.saving') : ad ? t('form.save') : t('form.create')}
            </Button>
          </div>
        </form>
      </SheetDialogContent>
    </Dialog.Root>
  )
}
