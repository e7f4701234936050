import { zodResolver } from '@hookform/resolvers/zod'
import { LogOut } from 'lucide-react'
import { Controller, useForm } from 'react-hook-form'
import {
  CalendarOptions,
  CurrencyOptions,
  LanguageOptions,
  RegionOptions,
} from './preference-options.tsx'
import { useTranslation } from 'react-i18next'
import { toast } from '#client/lib/toast.ts'
import { useLocation } from 'wouter'
import { FORM_CURRENCIES } from '#shared/constants.ts'
import {
  profileUpdateInput,
  type ProfileUpdateInput,
  type SessionUser,
} from '#shared/contracts/auth.ts'
import { Button } from '#client/components/ui/button.tsx'
import { CheckboxField } from '#client/components/ui/checkbox.tsx'
import { FormField } from '#client/components/ui/form-field.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Select } from '#client/components/ui/select.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { useLogout } from '../api/logout.ts'
import { useUpdateProfile } from '../api/update-profile.ts'
import { applyFieldErrors } from '#client/lib/field-errors.ts'

type ProfileValues = Required<ProfileUpdateInput>

const FIELD_NAMES = Object.keys(profileUpdateInput.shape)

function toFormValues(user: SessionUser): ProfileValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    email: user.email,
    phone: user.phone ?? '',
    country: user.country,
    city: user.city ?? '',
    preferredCurrency: (FORM_CURRENCIES as readonly string[]).includes(user.preferredCurrency)
      ? (user.preferredCurrency as ProfileValues['preferredCurrency'])
      : 'ETB',
    preferredLanguage: user.preferredLanguage,
    calendar: user.calendar ?? '',
    isEthiopianDiaspora: user.isEthiopianDiaspora,
    ethiopianRegionOfOrigin: (user.ethiopianRegionOfOrigin ??
      '') as ProfileValues['ethiopianRegionOfOrigin'],
    dateOfBirth: user.dateOfBirth ?? '',
  }
}

export function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation('auth')
  const { t: tc } = useTranslation('common')
  const [, navigate] = useLocation()
  const form = useForm({
    resolver: zodResolver(profileUpdateInput),
    defaultValues: toFormValues(user),
  })
  const { errors, isDirty } = form.formState

  const update = useUpdateProfile({
    onSuccess: (updated) => {
      form.reset(toFormValues(updated))
      toast.success(t('profile.updatedTitle'), { description: t('profile.updatedDescription') })
    },
    onError: (error) => {
      applyFieldErrors(form, error, FIELD_NAMES)
      toast.error(t('profile.updateFailedTitle'), {
        description: errorMessage(error, t('errors.fallback')),
      })
    },
  })
  const logout = useLogout({
    onSuccess: () => {
      toast.success(tc('logout.successTitle'), { description: tc('logout.successDescription') })
      navigate('/')
    },
    onError: () =>
      toast.error(tc('logout.failedTitle'), { description: tc('logout.failedDescription') }),
  })

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => update.mutate(values))}
      className="grid gap-4 sm:grid-cols-2"
      aria-labelledby="profile-form-title"
    >
      <h2 id="profile-form-title" className="text-lg font-semibold sm:col-span-2">
        {t('profile.editTitle')}
      </h2>
      <FormField
        id="profile-first-name"
        label={t('fields.firstName')}
        error={errors.firstName?.message}
        required
      >
        {(control) => (
          <Input {...control} autoComplete="given-name" {...form.register('firstName')} />
        )}
      </FormField>
      <FormField
        id="profile-last-name"
        label={t('fields.lastName')}
        error={errors.lastName?.message}
        required
      >
        {(control) => (
          <Input {...control} autoComplete="family-name" {...form.register('lastName')} />
        )}
      </FormField>
      <FormField
        id="profile-username"
        label={t('fields.username')}
        error={errors.username?.message}
        required
      >
        {(control) => <Input {...control} autoComplete="username" {...form.register('username')} />}
      </FormField>
      <FormField
        id="profile-email"
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
        id="profile-phone"
        label={t('fields.phone')}
        error={errors.phone?.message}
        hint={t('fields.phoneHint')}
      >
        {(control) => (
          <Input {...control} type="tel" autoComplete="tel" {...form.register('phone')} />
        )}
      </FormField>
      <FormField
        id="profile-dob"
        label={t('fields.dateOfBirth')}
        error={errors.dateOfBirth?.message}
      >
        {(control) => (
          <Input {...control} type="date" autoComplete="bday" {...form.register('dateOfBirth')} />
        )}
      </FormField>
      <FormField id="profile-country" label={t('fields.country')} error={errors.country?.message}>
        {(control) => (
          <Input {...control} autoComplete="country-name" {...form.register('country')} />
        )}
      </FormField>
      <FormField id="profile-city" label={t('fields.city')} error={errors.city?.message}>
        {(control) => (
          <Input {...control} autoComplete="address-level2" {...form.register('city')} />
        )}
      </FormField>
      <FormField
        id="profile-region"
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
        id="profile-currency"
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
        id="profile-language"
        label={t('fields.preferredLanguage')}
        error={errors.preferredLanguage?.message}
      >
        {(control) => (
          <Select {...control} {...form.register('preferredLanguage')}>
            <LanguageOptions />
          </Select>
        )}
      </FormField>
      <FormField
        id="profile-calendar"
        label={t('fields.calendar')}
        hint={t('fields.calendarHint')}
        error={errors.calendar?.message}
      >
        {(control) => (
          <Select {...control} {...form.register('calendar')}>
            <CalendarOptions />
          </Select>
        )}
      </FormField>
      <Controller
        control={form.control}
        name="isEthiopianDiaspora"
        render={({ field }) => (
          <CheckboxField
            id="profile-diaspora"
            label={t('fields.diaspora')}
            hint={t('fields.diasporaHint')}
            checked={Boolean(field.value)}
            onCheckedChange={field.onChange}
            className="self-center"
          />
        )}
      />
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4 sm:col-span-2">
        <Button type="submit" disabled={update.isPending || !isDirty}>
          {update.isPending ? t('profile.saving') : t('profile.save')}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={logout.isPending}
          onClick={() => logout.mutate()}
        >
          <LogOut aria-hidden="true" />
          {logout.isPending ? tc('header.loggingOut') : tc('header.logout')}
        </Button>
      </div>
    </form>
  )
}
