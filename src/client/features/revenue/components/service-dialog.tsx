import { zodResolver } from '@hookform/resolvers/zod'
import { Dialog } from 'radix-ui'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { createServiceInput, DIGITAL_SERVICE_CATEGORIES } from '#shared/contracts/revenue.ts'
import { Button } from '#client/components/ui/button.tsx'
import { FormField } from '#client/components/ui/form-field.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Select } from '#client/components/ui/select.tsx'
import { SheetDialogContent } from '#client/components/ui/sheet-dialog.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast.ts'
import { useCreateService } from '../api/create-service.ts'
import { applyFieldErrors } from '#client/lib/field-errors.ts'

type FormInput = z.input<typeof createServiceInput>
type FormOutput = z.output<typeof createServiceInput>

const emptyForm = (): FormInput => ({
  title: '',
  description: '',
  category: 'design',
  subcategory: '',
  price: '',
  deliveryTime: 3,
  revisions: 1,
  requirements: [],
  tags: [],
})

/** A seller publishes a digital service: title, description, category, price, delivery, revisions. */
export function ServiceDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation('revenue')
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createServiceInput),
    defaultValues: emptyForm(),
  })
  const { errors } = form.formState
  const create = useCreateService({
    onSuccess: () => {
      toast.success(t('services.created'))
      form.reset(emptyForm())
      onOpenChange(false)
    },
    onError: (error) => {
      applyFieldErrors(form, error)
      toast.error(t('error'), { description: errorMessage(error, t('error')) })
    },
  })

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <SheetDialogContent
        title={t('services.createTitle')}
        description={t('services.createText')}
        closeLabel={t('close')}
        width="xl"
      >
        <form
          noValidate
          className="mt-4 grid gap-4"
          onSubmit={(event) => void form.handleSubmit((values) => create.mutate(values))(event)}
        >
          <FormField
            id="service-title"
            label={t('services.fields.title')}
            error={errors.title?.message}
            required
          >
            {(control) => <Input {...control} {...form.register('title')} />}
          </FormField>
          <FormField
            id="service-description"
            label={t('services.fields.description')}
            error={errors.description?.message}
            required
          >
            {(control) => <Textarea {...control} {...form.register('description')} />}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="service-category"
              label={t('services.fields.category')}
              error={errors.category?.message}
              required
            >
              {(control) => (
                <Select {...control} {...form.register('category')}>
                  {DIGITAL_SERVICE_CATEGORIES.map((category) => (
                    <option key={category} value={category}>
                      {t(`services.categories.${category}`)}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormField
              id="service-price"
              label={t('services.fields.price')}
              error={errors.price?.message}
              required
            >
              {(control) => (
                <Input
                  {...control}
                  inputMode="decimal"
                  placeholder="500.00"
                  {...form.register('price')}
                />
              )}
            </FormField>
            <FormField
              id="service-delivery"
              label={t('services.fields.deliveryTime')}
              error={errors.deliveryTime?.message}
              required
            >
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  min={1}
                  max={365}
                  {...form.register('deliveryTime')}
                />
              )}
            </FormField>
            <FormField
              id="service-revisions"
              label={t('services.fields.revisions')}
              error={errors.revisions?.message}
            >
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  min={0}
                  max={20}
                  {...form.register('revisions')}
                />
              )}
            </FormField>
          </div>
          <div className="flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="outline">{t('cancel')}</Button>
            </Dialog.Close>
            <Button type="submit" disabled={create.isPending}>
              {t('services.publish')}
            </Button>
          </div>
        </form>
      </SheetDialogContent>
    </Dialog.Root>
  )
}
