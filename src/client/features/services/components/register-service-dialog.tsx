import { zodResolver } from '@hookform/resolvers/zod'
import { Building2 } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { LANGUAGES } from '#shared/constants.ts'
import { GLOBAL_SERVICE_TYPES, globalServiceInput, splitList } from '#shared/contracts/marketing.ts'
import { Button } from '#client/components/ui/button.tsx'
import { SheetDialogContent } from '#client/components/ui/sheet-dialog.tsx'
import { CheckboxField } from '#client/components/ui/checkbox.tsx'
import { FormField } from '#client/components/ui/form-field.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Select } from '#client/components/ui/select.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast.ts'
import { useRegisterGlobalService } from '../api/register-global-service.ts'
import { applyFieldErrors } from '#client/lib/field-errors.ts'

// The form types service areas as one line of text; the API takes a list.
const registerForm = globalServiceInput.extend({
  serviceAreas: z.string().transform(splitList).pipe(globalServiceInput.shape.serviceAreas),
})
type FormInput = z.input<typeof registerForm>
type FormOutput = z.output<typeof registerForm>

const FIELD_NAMES = Object.keys(registerForm.shape)

const EMPTY: FormInput = {
  businessName: '',
  serviceType: 'restaurant',
  description: '',
  serviceAreas: '',
  languagesSupported: ['am', 'en'],
  website: '',
  contactEmail: '',
  contactPhone: '',
}

/** The register-business call to action and its form, for a signed-in user. */
export function RegisterServiceDialog() {
  const { t } = useTranslation('services')
  const [open, setOpen] = useState(false)
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(registerForm),
    defaultValues: EMPTY,
  })
  const { errors } = form.formState

  const register = useRegisterGlobalService({
    onSuccess: (service) => {
      toast.success(t('register.successTitle'), {
        description: t('register.successText', { name: service.businessName }),
      })
      form.reset(EMPTY)
      setOpen(false)
    },
    onError: (error) => {
      applyFieldErrors(form, error, FIELD_NAMES)
      toast.error(t('register.failedTitle'), {
        description: errorMessage(error, t('register.failedText')),
      })
    },
  })

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button size="lg">
          <Building2 aria-hidden="true" />
          {t('register.open')}
        </Button>
      </Dialog.Trigger>
      <SheetDialogContent
        title={t('register.title')}
        description={t('register.description')}
        closeLabel={t('register.close')}
        width="xl"
      >
        <form
          noValidate
          className="mt-4 grid gap-4"
          onSubmit={form.handleSubmit((values) => register.mutate(values))}
        >
          <FormField
            id="service-business-name"
            label={t('register.businessName')}
            error={errors.businessName?.message}
            required
          >
            {(control) => (
              <Input {...control} autoComplete="organization" {...form.register('businessName')} />
            )}
          </FormField>
          <FormField
            id="service-type"
            label={t('register.serviceType')}
            error={errors.serviceType?.message}
            required
          >
            {(control) => (
              <Select {...control} {...form.register('serviceType')}>
                {GLOBAL_SERVICE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`types.${type}`)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField
            id="service-description"
            label={t('register.descriptionLabel')}
            hint={t('register.descriptionHint')}
            error={errors.description?.message}
            required
          >
            {(control) => <Textarea {...control} {...form.register('description')} />}
          </FormField>
          <FormField
            id="service-areas"
            label={t('register.serviceAreas')}
            hint={t('register.serviceAreasHint')}
            error={errors.serviceAreas?.message}
            required
          >
            {(control) => <Input {...control} {...form.register('serviceAreas')} />}
          </FormField>
          <Controller
            control={form.control}
            name="languagesSupported"
            render={({ field }) => {
              const selected = field.value ?? []
              return (
                <fieldset
                  className="grid gap-2"
                  aria-describedby={
                    errors.languagesSupported ? 'service-languages-error' : undefined
                  }
                >
                  <legend className="mb-1 text-sm font-medium">{t('register.languages')}</legend>
                  <div className="flex flex-wrap gap-x-6 gap-y-3">
                    {LANGUAGES.map((language) => (
                      <CheckboxField
                        key={language}
                        id={`service-language-${language}`}
                        label={t(`languages.${language}`)}
                        checked={selected.includes(language)}
                        onCheckedChange={(on) =>
                          field.onChange(
                            on
                              ? [...new Set([...selected, language])]
                              : selected.filter((item) => item !== language),
                          )
                        }
                      />
                    ))}
                  </div>
                  <FieldMessage
                    id="service-languages-error"
                    error={errors.languagesSupported?.message}
                  />
                </fieldset>
              )
            }}
          />
          <FormField
            id="service-website"
            label={t('register.website')}
            error={errors.website?.message}
          >
            {(control) => (
              <Input
                {...control}
                type="url"
                inputMode="url"
                placeholder="https://"
                {...form.register('website')}
              />
            )}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="service-contact-email"
              label={t('register.contactEmail')}
              error={errors.contactEmail?.message}
              required
            >
              {(control) => (
                <Input
                  {...control}
                  type="email"
                  autoComplete="email"
                  {...form.register('contactEmail')}
                />
              )}
            </FormField>
            <FormField
              id="service-contact-phone"
              label={t('register.contactPhone')}
              error={errors.contactPhone?.message}
            >
              {(control) => (
                <Input
                  {...control}
                  type="tel"
                  autoComplete="tel"
                  {...form.register('contactPhone')}
                />
              )}
            </FormField>
          </div>
          <p className="rounded-md bg-muted p-3 text-sm">{t('register.reviewNote')}</p>
          <Button type="submit" size="lg" disabled={register.isPending}>
            {register.isPending ? t('register.submitting') : t('register.submit')}
          </Button>
        </form>
      </SheetDialogContent>
    </Dialog.Root>
  )
}

function FieldMessage({ id, error }: { id: string; error: string | undefined }) {
  const { t } = useTranslation('messages')
  if (!error) return null
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {t(error, { defaultValue: error })}
    </p>
  )
}
