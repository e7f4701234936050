import { zodResolver } from '@hookform/resolvers/zod'
import { X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { useId, useMemo, useState } from 'react'
import { Controller, useForm, type Resolver } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import {
  BUYER_REFUND_CHOICES,
  MAX_RETURN_PHOTOS,
  returnRequestInput,
  type ReturnEligibility,
  type ReturnRequestInput,
} from '#shared/contracts/returns.ts'
import { RETURN_REASONS } from '#shared/returns.ts'
import { PhotoUploader } from '#client/components/photo-uploader.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { FormField, useFieldError } from '#client/components/ui/form-field.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Select } from '#client/components/ui/select.tsx'
import { SheetDialogContent } from '#client/components/ui/sheet-dialog.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { applyFieldErrors } from '#client/lib/field-errors.ts'
import { toast } from '#client/lib/toast.ts'
import { useRequestReturn } from '../api/request-return.ts'
import { daysText } from '../lib/return-text.ts'

type FormValues = {
  quantity: string
  reason: string
  details: string
  photoUrls: string[]
  refundMethod: '' | 'manual' | 'wallet_credit'
}

/** The contract, with "not chosen yet" for the refund way, which this order may require. */
function resolverFor(choosesRefund: boolean) {
  const schema = returnRequestInput
    .extend({ refundMethod: z.enum(['', ...BUYER_REFUND_CHOICES]).optional() })
    .superRefine((values, context) => {
      if (choosesRefund && !values.refundMethod) {
        context.addIssue({
          code: 'custom',
          path: ['refundMethod'],
          message: 'returns.refundChoiceRequired',
        })
      }
    })
  return zodResolver(schema) as unknown as Resolver<FormValues>
}

/** The buyer's request to return an order line: how many, why, photos, and (if asked) the refund way. */
export function ReturnRequestDialog({
  orderId,
  eligibility,
  decisionDays,
  open,
  onOpenChange,
}: {
  orderId: string
  eligibility: ReturnEligibility
  decisionDays: number
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation('returns')
  const ids = useId()
  const [uploading, setUploading] = useState(false)
  const resolver = useMemo(
    () => resolverFor(eligibility.choosesRefund),
    [eligibility.choosesRefund],
  )
  const form = useForm<FormValues>({
    resolver,
    defaultValues: {
      quantity: String(eligibility.maxQuantity),
      reason: '',
      details: '',
      photoUrls: [],
      refundMethod: '',
    },
  })
  const { errors } = form.formState
  const photosError = useFieldError(errors.photoUrls?.message ?? errors.photoUrls?.root?.message)
  const refundError = useFieldError(errors.refundMethod?.message)
  const request = useRequestReturn({
    onSuccess: () => {
      toast.success(t('request.sent'))
      form.reset()
      onOpenChange(false)
    },
    onError: (error) => {
      applyFieldErrors(form, error, ['quantity', 'reason', 'details', 'photoUrls', 'refundMethod'])
      toast.error(t('request.failed'), { description: errorMessage(error, t('actions.failed')) })
    },
  })

  const submit = form.handleSubmit((values) => {
    const body: ReturnRequestInput = {
      quantity: Number(values.quantity),
      reason: values.reason as ReturnRequestInput['reason'],
      details: values.details,
      photoUrls: values.photoUrls,
      ...(eligibility.choosesRefund && values.refundMethod
        ? { refundMethod: values.refundMethod }
        : {}),
    }
    request.mutate({ orderId, ...body })
  })

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <SheetDialogContent
        title={t('request.title')}
        description={t('request.description', { days: daysText(t, decisionDays) })}
        closeLabel={t('request.close')}
        width="lg"
      >
        <form noValidate className="mt-4 grid gap-4" onSubmit={(event) => void submit(event)}>
          <FormField
            id={`${ids}-quantity`}
            label={t('request.quantity')}
            hint={t('request.quantityHint', { count: eligibility.maxQuantity })}
            error={errors.quantity?.message}
            required
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={1}
                max={eligibility.maxQuantity}
                {...form.register('quantity')}
              />
            )}
          </FormField>
          <FormField
            id={`${ids}-reason`}
            label={t('request.reason')}
            error={errors.reason?.message}
            required
          >
            {(control) => (
              <Select {...control} {...form.register('reason')}>
                <option value="">{t('request.chooseReason')}</option>
                {RETURN_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {t(`reasons.${reason}`)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField
            id={`${ids}-details`}
            label={t('request.details')}
            error={errors.details?.message}
          >
            {(control) => <Textarea {...control} rows={3} {...form.register('details')} />}
          </FormField>
          <Controller
            control={form.control}
            name="photoUrls"
            render={({ field }) => (
              <fieldset className="grid gap-2" aria-describedby={`${ids}-photos-hint`}>
                <legend className="text-sm font-medium">
                  {t('request.photos')} <span aria-hidden="true">*</span>
                </legend>
                <p id={`${ids}-photos-hint`} className="text-sm text-muted-foreground">
                  {t('request.photosHint', { count: MAX_RETURN_PHOTOS })}
                </p>
                {field.value.length > 0 ? (
                  <ul className="flex flex-wrap gap-2">
                    {field.value.map((url, index) => (
                      <li key={url} className="relative">
                        <img
                          src={url}
                          alt={t('details.photo', { n: index + 1 })}
                          width={72}
                          height={72}
                          className="size-18 rounded-md border border-border object-cover"
                        />
                        <Button
                          type="button"
                          size="icon"
                          variant="ghost"
                          className="absolute -top-2 -right-2 size-7 rounded-full bg-surface shadow"
                          aria-label={t('request.removePhoto', { n: index + 1 })}
                          onClick={() =>
                            field.onChange(field.value.filter((other) => other !== url))
                          }
                        >
                          <X aria-hidden="true" />
                        </Button>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {field.value.length < MAX_RETURN_PHOTOS ? (
                  <div>
                    <PhotoUploader
                      id={`${ids}-photo`}
                      label={t('request.addPhoto')}
                      describedBy={`${ids}-photos-hint`}
                      onUploadingChange={setUploading}
                      onUploaded={(result) => {
                        field.onChange([...form.getValues('photoUrls'), result.url])
                        form.clearErrors('photoUrls')
                      }}
                    />
                  </div>
                ) : null}
                {photosError ? (
                  <p className="text-sm font-medium text-destructive">{photosError}</p>
                ) : null}
              </fieldset>
            )}
          />
          {eligibility.choosesRefund ? (
            <fieldset className="grid gap-2">
              <legend className="text-sm font-medium">
                {t('request.refundChoice')} <span aria-hidden="true">*</span>
              </legend>
              {(['wallet_credit', 'manual'] as const).map((choice) => (
                <label key={choice} className="flex items-start gap-2 text-sm">
                  <input
                    type="radio"
                    value={choice}
                    className="mt-1 size-4 accent-primary"
                    {...form.register('refundMethod')}
                  />
                  <span>
                    {t(
                      choice === 'wallet_credit' ? 'request.refundWallet' : 'request.refundManual',
                    )}
                  </span>
                </label>
              ))}
              <p className="text-xs text-muted-foreground">{t('wallet.spendAtCheckout')}</p>
              {refundError ? (
                <p className="text-sm font-medium text-destructive">{refundError}</p>
              ) : null}
            </fieldset>
          ) : eligibility.paymentMethod ? (
            <p className="text-sm">
              {t('request.refundProvider', {
                method: t(`paymentMethods.${eligibility.paymentMethod}`),
              })}
            </p>
          ) : null}
          <div className="grid gap-1 rounded-md bg-muted px-3 py-2 text-sm">
            <p>{t('request.shippingSeller')}</p>
            <p>{t('request.shippingBuyer')}</p>
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="submit" disabled={request.isPending || uploading}>
              {t('request.submit')}
            </Button>
          </div>
        </form>
      </SheetDialogContent>
    </Dialog.Root>
  )
}
