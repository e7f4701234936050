import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { z } from 'zod'
import { emailSchema, phoneSchema } from '#shared/contracts/auth.ts'
import { Button, buttonClass } from '#client/components/ui/button.tsx'
import { FormField } from '#client/components/ui/form-field.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast.ts'
import { useForgotPassword } from '../api/forgot-password.ts'
import { AuthCard } from './auth-card.tsx'

type Channel = 'email' | 'phone'

const forgotForm = z.object({ email: z.string(), phone: z.string() })
const schemas = {
  email: forgotForm.extend({ email: emailSchema }),
  phone: forgotForm.extend({ phone: phoneSchema }),
}

/** Asks for a reset link by email or a code by SMS; the answer never says whether an account exists. */
export function ForgotPasswordForm() {
  const { t } = useTranslation(['auth', 'account'])
  const [channel, setChannel] = useState<Channel>('email')
  const [sentTo, setSentTo] = useState<{ channel: Channel; address: string } | null>(null)
  const form = useForm({
    resolver: (values, context, options) => zodResolver(schemas[channel])(values, context, options),
    defaultValues: { email: '', phone: '' },
  })
  const { errors } = form.formState
  const forgot = useForgotPassword({
    onError: (error) =>
      toast.error(t('account:forgot.failedTitle'), {
        description: errorMessage(error, t('errors.fallback')),
      }),
  })

  if (sentTo) {
    const resetHref = `/reset-password?phone=${encodeURIComponent(sentTo.address)}`
    return (
      <AuthCard title={t('account:forgot.sentTitle')}>
        <div className="grid gap-4" role="status">
          <p>
            {sentTo.channel === 'email'
              ? t('account:forgot.sentEmail', { address: sentTo.address })
              : t('account:forgot.sentPhone', { address: sentTo.address })}
          </p>
          <p className="text-sm text-muted-foreground">{t('account:forgot.sentNote')}</p>
          {sentTo.channel === 'phone' ? (
            <Link href={resetHref} className={buttonClass()}>
              {t('account:forgot.enterCode')}
            </Link>
          ) : null}
          <Button variant="ghost" onClick={() => setSentTo(null)}>
            {t('account:forgot.tryAgain')}
          </Button>
        </div>
      </AuthCard>
    )
  }

  return (
    <AuthCard
      title={t('account:forgot.title')}
      description={t('account:forgot.description')}
      footer={
        <Link href="/login" className="font-semibold text-primary underline underline-offset-4">
          {t('account:forgot.backToLogin')}
        </Link>
      }
    >
      <form
        noValidate
        className="grid gap-4"
        onSubmit={form.handleSubmit((values) => {
          const address = channel === 'email' ? values.email : values.phone
          forgot.mutate(channel === 'email' ? { email: address } : { phone: address }, {
            onSuccess: () => setSentTo({ channel, address }),
          })
        })}
      >
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t('account:forgot.channelLegend')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {(['email', 'phone'] as const).map((option) => (
              <label
                key={option}
                className="flex cursor-pointer items-center gap-2 rounded-md border border-border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
              >
                <input
                  type="radio"
                  name="channel"
                  value={option}
                  checked={channel === option}
                  onChange={() => {
                    setChannel(option)
                    form.clearErrors()
                  }}
                />
                {t(`account:forgot.channel.${option}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {channel === 'email' ? (
          <FormField
            id="forgot-email"
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
        ) : (
          <FormField
            id="forgot-phone"
            label={t('fields.phoneNumber')}
            hint={t('account:forgot.phoneHint')}
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
        )}
        <Button type="submit" size="lg" disabled={forgot.isPending}>
          {forgot.isPending
            ? t('account:forgot.sending')
            : channel === 'email'
              ? t('account:forgot.sendLink')
              : t('account:forgot.sendCode')}
        </Button>
      </form>
    </AuthCard>
  )
}
