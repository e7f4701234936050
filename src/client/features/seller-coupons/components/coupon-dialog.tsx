import { Shuffle } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { useEffect } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  DISCOUNT_TYPES,
  generateCouponCode,
  TARGET_USER_TYPES,
  type SellerCoupon,
} from '#shared/contracts/seller-coupons.ts'
import { Button } from '#client/components/ui/button.tsx'
import { SheetDialogContent } from '#client/components/ui/sheet-dialog.tsx'
import { CheckboxField } from '#client/components/ui/checkbox.tsx'
import { FormField } from '#client/components/ui/form-field.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Select } from '#client/components/ui/select.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast.ts'
import { useCreateCoupon } from '../api/create-coupon.ts'
import { useUpdateCoupon } from '../api/update-coupon.ts'
import {
  couponFormResolver,
  couponToForm,
  emptyCouponForm,
  formToCoupon,
  type CouponFormValues,
} from '../lib/coupon-form.ts'
import { applyFieldErrors } from '#client/lib/field-errors.ts'

export type CouponCategory = { id: string; name: string }

/** Create or edit a promotion: every field of the spec's coupon body, with the code generator. */
export function CouponDialog({
  open,
  onOpenChange,
  coupon,
  categories,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  coupon?: SellerCoupon
  categories: CouponCategory[]
}) {
  const { t } = useTranslation('seller-coupons')
  const form = useForm<CouponFormValues>({
    resolver: couponFormResolver,
    defaultValues: coupon ? couponToForm(coupon) : emptyCouponForm(),
  })
  const { errors } = form.formState

  useEffect(() => {
    if (open) form.reset(coupon ? couponToForm(coupon) : emptyCouponForm())
  }, [open, coupon, form])

  const discountType = useWatch({ control: form.control, name: 'discountType' })
  const isFlashSale = useWatch({ control: form.control, name: 'isFlashSale' })

  const onError = (error: Error) => {
    applyFieldErrors(form, error, Object.keys(emptyCouponForm()))
    toast.error(t('toast.errorTitle'), {
      description: errorMessage(error, coupon ? t('toast.updateFailed') : t('toast.createFailed')),
    })
  }
  const create = useCreateCoupon({
    onSuccess: (saved) => {
      toast.success(t('toast.created'), { description: saved.couponCode })
      onOpenChange(false)
    },
    onError,
  })
  const update = useUpdateCoupon({
    onSuccess: (saved) => {
      toast.success(t('toast.updated'), { description: saved.couponCode })
      onOpenChange(false)
    },
    onError,
  })
  const saving = create.isPending || update.isPending

  const submit = form.handleSubmit((values) => {
    if (coupon) {
      update.mutate({
        id: coupon.id,
        ...formToCoupon(values, { productIds: coupon.productIds, originalStart: coupon.startDate }),
      })
    } else {
      create.mutate(formToCoupon(values))
    }
  })

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <SheetDialogContent
        title={coupon ? t('dialog.editTitle') : t('dialog.createTitle')}
        description={t('dialog.description')}
        closeLabel={t('dialog.close')}
        width="2xl"
      >
        <form
          noValidate
          className="mt-4 grid gap-4 sm:grid-cols-2"
          onSubmit={(event) => void submit(event)}
        >
          <FormField
            id="coupon-title"
            label={t('fields.title')}
            error={errors.title?.message}
            required
            className="sm:col-span-2"
          >
            {(control) => <Input {...control} {...form.register('title')} />}
          </FormField>
          <FormField
            id="coupon-description"
            label={t('fields.description')}
            error={errors.description?.message}
            className="sm:col-span-2"
          >
            {(control) => <Textarea {...control} rows={2} {...form.register('description')} />}
          </FormField>
          <FormField
            id="coupon-type"
            label={t('fields.discountType')}
            error={errors.discountType?.message}
            required
          >
            {(control) => (
              <Select {...control} {...form.register('discountType')}>
                {DISCOUNT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`types.${type}`)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField
            id="coupon-value"
            label={
              discountType === 'percentage' ? t('fields.percentValue') : t('fields.amountValue')
            }
            error={errors.discountValue?.message}
            required
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="decimal"
                min={0}
                max={discountType === 'percentage' ? 100 : undefined}
                step={discountType === 'percentage' ? 1 : 0.01}
                {...form.register('discountValue')}
              />
            )}
          </FormField>
          <FormField
            id="coupon-minimum"
            label={t('fields.minimumPurchase')}
            error={errors.minimumPurchase?.message}
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                {...form.register('minimumPurchase')}
              />
            )}
          </FormField>
          <FormField
            id="coupon-max"
            label={t('fields.maxDiscount')}
            error={errors.maxDiscount?.message}
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                {...form.register('maxDiscount')}
              />
            )}
          </FormField>
          <FormField
            id="coupon-code"
            label={t('fields.couponCode')}
            error={errors.couponCode?.message}
            hint={t('fields.codeHint')}
            required
            className="sm:col-span-2"
          >
            {(control) => (
              <div className="flex gap-2">
                <Input
                  {...control}
                  autoCapitalize="characters"
                  className="font-mono uppercase"
                  {...form.register('couponCode')}
                />
                <Button
                  variant="outline"
                  onClick={() =>
                    form.setValue(
                      'couponCode',
                      generateCouponCode(form.getValues('discountType')),
                      {
                        shouldValidate: form.formState.isSubmitted,
                      },
                    )
                  }
                >
                  <Shuffle aria-hidden="true" />
                  {t('fields.generate')}
                </Button>
              </div>
            )}
          </FormField>
          <FormField
            id="coupon-limit"
            label={t('fields.usageLimit')}
            error={errors.usageLimit?.message}
            hint={t('fields.usageLimitHint')}
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                {...form.register('usageLimit')}
              />
            )}
          </FormField>
          <FormField
            id="coupon-per-user"
            label={t('fields.usagePerUser')}
            error={errors.usagePerUser?.message}
            required
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                {...form.register('usagePerUser')}
              />
            )}
          </FormField>
          <FormField
            id="coupon-category"
            label={t('fields.category')}
            error={errors.categoryId?.message}
          >
            {(control) => (
              <Select {...control} {...form.register('categoryId')}>
                <option value="">{t('fields.allCategories')}</option>
                {categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField
            id="coupon-target"
            label={t('fields.targetUserType')}
            error={errors.targetUserType?.message}
          >
            {(control) => (
              <Select {...control} {...form.register('targetUserType')}>
                {TARGET_USER_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`targets.${type}`)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField
            id="coupon-start"
            label={t('fields.startDate')}
            error={errors.startDate?.message}
          >
            {(control) => <Input {...control} type="date" {...form.register('startDate')} />}
          </FormField>
          <FormField
            id="coupon-end"
            label={t('fields.endDate')}
            error={errors.endDate?.message}
            hint={t('fields.endDateHint')}
          >
            {(control) => <Input {...control} type="date" {...form.register('endDate')} />}
          </FormField>
          <FormField
            id="coupon-priority"
            label={t('fields.priority')}
            error={errors.priority?.message}
            hint={t('fields.priorityHint')}
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                step={1}
                {...form.register('priority')}
              />
            )}
          </FormField>
          <div className="grid content-start gap-3 pt-1">
            <Controller
              control={form.control}
              name="isActive"
              render={({ field }) => (
                <CheckboxField
                  id="coupon-active"
                  label={t('fields.isActive')}
                  checked={field.value}
                  onCheckedChange={(value) => field.onChange(value === true)}
                />
              )}
            />
            <Controller
              control={form.control}
              name="isFlashSale"
              render={({ field }) => (
                <CheckboxField
                  id="coupon-flash"
                  label={t('fields.isFlashSale')}
                  checked={field.value}
                  onCheckedChange={(value) => field.onChange(value === true)}
                />
              )}
            />
          </div>
          {isFlashSale ? (
            <FormField
              id="coupon-flash-end"
              label={t('fields.flashSaleEndTime')}
              error={errors.flashSaleEndTime?.message}
              className="sm:col-span-2"
            >
              {(control) => (
                <Input {...control} type="datetime-local" {...form.register('flashSaleEndTime')} />
              )}
            </FormField>
          ) : null}
          <fieldset className="grid gap-4 rounded-lg border border-border p-3 sm:col-span-2 sm:grid-cols-2">
            <legend className="px-1 text-sm font-medium">{t('fields.businessContact')}</legend>
            <FormField
              id="coupon-phone"
              label={t('fields.businessPhone')}
              error={errors.businessPhone?.message}
            >
              {(control) => (
                <Input
                  {...control}
                  type="tel"
                  autoComplete="tel"
                  {...form.register('businessPhone')}
                />
              )}
            </FormField>
            <FormField
              id="coupon-email"
              label={t('fields.businessEmail')}
              error={errors.businessEmail?.message}
            >
              {(control) => (
                <Input
                  {...control}
                  type="email"
                  autoComplete="email"
                  {...form.register('businessEmail')}
                />
              )}
            </FormField>
            <FormField
              id="coupon-address"
              label={t('fields.businessAddress')}
              error={errors.businessAddress?.message}
              className="sm:col-span-2"
            >
              {(control) => <Input {...control} {...form.register('businessAddress')} />}
            </FormField>
          </fieldset>
          <FormField
            id="coupon-terms"
            label={t('fields.termsAndConditions')}
            error={errors.termsAndConditions?.message}
            className="sm:col-span-2"
          >
            {(control) => (
              <Textarea {...control} rows={2} {...form.register('termsAndConditions')} />
            )}
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="outline">{t('dialog.cancel')}</Button>
            </Dialog.Close>
            <Button type="submit" disabled={saving} aria-busy={saving}>
              {saving ? t('dialog.saving') : coupon ? t('dialog.save') : t('dialog.create')}
            </Button>
          </div>
        </form>
      </SheetDialogContent>
    </Dialog.Root>
  )
}
