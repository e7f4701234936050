import { zodResolver } from '@hookform/resolvers/zod'
import { ChevronDown } from 'lucide-react'
import { useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { CurrencyOptions, LanguageOptions, RegionOptions } from './preference-options.tsx'
import { useTranslation } from 'react-i18next'
import { toast } from '#client/lib/toast.ts'
import { Link, useLocation, useSearch } from 'wouter'
import { registerInput, type RegisterInput } from '#shared/contracts/auth.ts'
import { Button } from '#client/components/ui/button.tsx'
import { CheckboxField } from '#client/components/ui/checkbox.tsx'
import { FormField } from '#client/components/ui/form-field.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Select } from '#client/components/ui/select.tsx'
import { ApiRequestError, errorMessage } from '#client/lib/api-client.ts'
import { currentLanguage } from '#client/lib/i18n.ts'
import { safeNextPath, useAuthHref } from '#client/lib/next-path.ts'
import { usePlaceNames } from '#client/lib/places.ts'
import { COUNTRY_CODES } from '#shared/places.ts'
import { useRegister } from '../api/register.ts'
import { AuthCard } from './auth-card.tsx'
import { PasswordStrength } from './password-strength.tsx'
import { applyFieldErrors } from '#client/lib/field-errors.ts'

type RegisterValues = Required<RegisterInput>

const FIELD_NAMES = Object.keys(registerInput.shape)
const OPTIONAL_FIELDS = ['phone', 'city', 'dateOfBirth']

export function RegisterForm() {
  const { t } = useTranslation('auth')
  const [, navigate] = useLocation()
  const next = new URLSearchParams(useSearch()).get('next')
  const loginHref = useAuthHref('/login')
  const places = usePlaceNames()
  const [showMore, setShowMore] = useState(false)
  const form = useForm({
    resolver: zodResolver(registerInput),
    defaultValues: {
      firstName: '',
      lastName: '',
      username: '',
      email: '',
      password: '',
      isEthiopianDiaspora: false,
      country: 'Ethiopia',
      ethiopianRegionOfOrigin: '',
      preferredCurrency: 'ETB',
      preferredLanguage: currentLanguage(),
      phone: '',
      city: '',
      dateOfBirth: '',
    } satisfies RegisterValues,
  })
  const { errors } = form.formState
  const [password, ...personal] = useWatch({
    control: form.control,
    name: ['password', 'email', 'username', 'firstName', 'lastName'],
  })

  const register = useRegister({
    onSuccess: (user) => {
      toast.success(t('register.successTitle'), {
        description: t('register.successDescription', { name: user.firstName }),
      })
      navigate(safeNextPath(next), { replace: true })
    },
    onError: (error) => {
      // Optional fields hidden behind the toggle must be visible to be fixed.
      if (
        error instanceof ApiRequestError &&
        OPTIONAL_FIELDS.some((name) => name in error.fieldErrors)
      ) {
        setShowMore(true)
      }
      applyFieldErrors(form, error, FIELD_NAMES)
      toast.error(t('register.failedTitle'), {
        description: errorMessage(error, t('errors.fallback')),
      })
    },
  })

  return (
    <AuthCard
      wide
      title={t('register.title')}
      description={t('register.description')}
      footer={
        <p>
          {t('register.haveAccount')}{' '}
          <Link
            href={loginHref}
            className="font-semibold text-primary underline underline-offset-4"
          >
            {t('register.loginLink')}
          </Link>
        </p>
      }
    >
      <form
        noValidate
        onSubmit={form.handleSubmit(
          (values) => register.mutate(values),
          (invalid) => {
            if (invalid.phone || invalid.city || invalid.dateOfBirth) setShowMore(true)
          },
        )}
        className="grid gap-4 sm:grid-cols-2"
      >
        <FormField
          id="register-first-name"
          label={t('fields.firstName')}
          error={errors.firstName?.message}
          required
        >
          {(control) => (
            <Input {...control} autoComplete="given-name" {...form.register('firstName')} />
          )}
        </FormField>
        <FormField
          id="register-last-name"
          label={t('fields.lastName')}
          error={errors.lastName?.message}
          required
        >
          {(control) => (
            <Input {...control} autoComplete="family-name" {...form.register('lastName')} />
          )}
        </FormField>
        <FormField
          id="register-username"
          label={t('fields.username')}
          error={errors.username?.message}
          hint={t('fields.usernameHint')}
          required
        >
          {(control) => (
            <Input {...control} autoComplete="username" {...form.register('username')} />
          )}
        </FormField>
        <FormField
          id="register-email"
          label={t('fields.email')}
          error={errors.email?.message}
          required
        >
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              inputMode="email"
              {...form.register('email')}
            />
          )}
        </FormField>
        <FormField
          id="register-password"
          label={t('fields.password')}
          error={errors.password?.message}
          hint={t('fields.passwordHint')}
          required
          className="sm:col-span-2"
        >
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="new-password"
              {...form.register('password')}
            />
          )}
        </FormField>
        <PasswordStrength password={password} personal={personal} />

        <Controller
          control={form.control}
          name="isEthiopianDiaspora"
          render={({ field }) => (
            <CheckboxField
              id="register-diaspora"
              label={t('fields.diaspora')}
              hint={t('fields.diasporaHint')}
              checked={Boolean(field.value)}
              onCheckedChange={field.onChange}
              className="sm:col-span-2"
            />
          )}
        />

        <FormField
          id="register-country"
          label={t('fields.country')}
          error={errors.country?.message}
        >
          {(control) => (
            // Stored by English name; shown in the reader's language.
            <Select {...control} autoComplete="country-name" {...form.register('country')}>
              {Object.keys(COUNTRY_CODES).map((name) => (
                <option key={name} value={name}>
                  {places.country(name)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField
          id="register-region"
          label={t('fields.regionOfOrigin')}
          error={errors.ethiopianRegionOfOrigin?.message}
        >
          {(control) => (
            <Select {...control} {...form.register('ethiopianRegionOfOrigin')}>
              <option value="">{t('fields.regionNone')}</option>
              <RegionOptions />
            </Select>
          )}
        </FormField>
        <FormField
          id="register-currency"
          label={t('fields.preferredCurrency')}
          error={errors.preferredCurrency?.message}
        >
          {(control) => (
            <Select {...control} {...form.register('preferredCurrency')}>
              <CurrencyOptions />
            </Select>
          )}
        </FormField>
        <FormField
          id="register-language"
          label={t('fields.preferredLanguage')}
          error={errors.preferredLanguage?.message}
        >
          {(control) => (
            <Select {...control} {...form.register('preferredLanguage')}>
              <LanguageOptions />
            </Select>
          )}
        </FormField>

        <div className="sm:col-span-2">
          <button
            type="button"
            aria-expanded={showMore}
            aria-controls="register-more"
            onClick={() => setShowMore((shown) => !shown)}
            className="inline-flex items-center gap-1 rounded-md text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            <ChevronDown
              aria-hidden="true"
              className={`size-4 transition-transform ${showMore ? 'rotate-180' : ''}`}
            />
            {showMore ? t('register.hideMore') : t('register.showMore')}
          </button>
        </div>
        {showMore ? (
          <div id="register-more" className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
            <FormField
              id="register-phone"
              label={t('fields.phone')}
              error={errors.phone?.message}
              hint={t('fields.phoneHint')}
            >
              {(control) => (
                <Input {...control} type="tel" autoComplete="tel" {...form.register('phone')} />
              )}
            </FormField>
            <FormField id="register-city" label={t('fields.city')} error={errors.city?.message}>
              {(control) => (
                <Input {...control} autoComplete="address-level2" {...form.register('city')} />
              )}
            </FormField>
            <FormField
              id="register-dob"
              label={t('fields.dateOfBirth')}
              error={errors.dateOfBirth?.message}
            >
              {(control) => (
                <Input
                  {...control}
                  type="date"
                  autoComplete="bday"
                  {...form.register('dateOfBirth')}
                />
              )}
            </FormField>
          </div>
        ) : null}

        <Button type="submit" size="lg" disabled={register.isPending} className="sm:col-span-2">
          {register.isPending ? t('register.submitting') : t('register.submit')}
        </Button>
      </form>
    </AuthCard>
  )
}
