import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useSearch } from 'wouter'
import { z } from 'zod'
import { phoneSchema, sixDigitCode } from '#shared/contracts/auth.ts'
import { Button, buttonClass } from '#client/components/ui/button.tsx'
import { FormField } from '#client/components/ui/form-field.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { applyFieldErrors } from '#client/lib/field-errors.ts'
import { toast } from '#client/lib/toast.ts'
import { useResetPassword } from '../api/reset-password.ts'
import { AuthCard } from './auth-card.tsx'
import { PasswordStrength } from './password-strength.tsx'

const newPassword = z.string().min(8, 'validation.passwordMin').max(200, 'validation.tooLong')
const withToken = z.object({ phone: z.string(), code: z.string(), password: newPassword })
const withCode = z.object({ phone: phoneSchema, code: sixDigitCode, password: newPassword })

/**
 * A new password, proven by the emailed link (its token is in the address) or by the phone
 * number and the code texted to it.
 */
export function ResetPasswordForm() {
  const { t } = useTranslation(['auth', 'account'])
  const params = new URLSearchParams(useSearch())
  const token = params.get('token')
  const [done, setDone] = useState(false)
  const form = useForm({
    resolver: zodResolver(token ? withToken : withCode),
    defaultValues: { phone: params.get('phone') ?? '', code: '', password: '' },
  })
  const { errors } = form.formState
  const password = useWatch({ control: form.control, name: 'password' })
  const reset = useResetPassword({
    onSuccess: () => setDone(true),
    onError: (error) => {
      if (applyFieldErrors(form, error).length > 0) return
      toast.error(t('account:reset.failedTitle'), {
        description: errorMessage(error, t('errors.fallback')),
      })
    },
  })

  if (done) {
    return (
      <AuthCard title={t('account:reset.doneTitle')}>
        <div className="grid gap-4" role="status">
          <p>{t('account:reset.doneText')}</p>
          <Link href="/login" className={buttonClass()}>
            {t('account:reset.signIn')}
          </Link>
        </div>
      </AuthCard>
    )
  }

  return (
    <AuthCard
      title={t('account:reset.title')}
      description={token ? t('account:reset.descriptionLink') : t('account:reset.descriptionCode')}
      footer={
        <Link
          href="/forgot-password"
          className="font-semibold text-primary underline underline-offset-4"
        >
          {t('account:reset.askAgain')}
        </Link>
      }
    >
      <form
        noValidate
        className="grid gap-4"
        onSubmit={form.handleSubmit((values) =>
          reset.mutate(
            token
              ? { token, password: values.password }
              : { phone: values.phone, code: values.code, password: values.password },
          ),
        )}
      >
        {token ? null : (
          <>
            <FormField
              id="reset-phone"
              label={t('fields.phoneNumber')}
              error={errors.phone?.message}
              required
            >
              {(control) => (
                <Input
                  {...control}
                  type="tel"
                  autoComplete="tel"
                  inputMode="tel"
                  {...form.register('phone')}
                />
              )}
            </FormField>
            <FormField
              id="reset-code"
              label={t('fields.code')}
              hint={t('account:reset.codeHint')}
              error={errors.code?.message}
              required
            >
              {(control) => (
                <Input
                  {...control}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={7}
                  {...form.register('code')}
                />
              )}
            </FormField>
          </>
        )}
        <FormField
          id="reset-password"
          label={t('fields.newPassword')}
          hint={t('fields.passwordHint')}
          error={errors.password?.message}
          required
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
        <PasswordStrength password={password} personal={[]} />
        <Button type="submit" size="lg" disabled={reset.isPending}>
          {reset.isPending ? t('account:reset.saving') : t('account:reset.submit')}
        </Button>
      </form>
    </AuthCard>
  )
}
