import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CheckCircle2, CircleAlert } from 'lucide-react'
import { type SessionUser, verifyPhoneInput } from '#shared/contracts/auth.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { FormField } from '#client/components/ui/form-field.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { applyFieldErrors } from '#client/lib/field-errors.ts'
import { toast } from '#client/lib/toast.ts'
import { useSendVerification } from '../api/send-verification.ts'
import { useVerifyPhone } from '../api/verify-phone.ts'

function VerifiedBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation(['auth', 'account'])
  return verified ? (
    <Badge variant="success">
      <CheckCircle2 aria-hidden="true" className="size-3.5" />
      {t('account:verification.verified')}
    </Badge>
  ) : (
    <Badge variant="warning">
      <CircleAlert aria-hidden="true" className="size-3.5" />
      {t('account:verification.notVerified')}
    </Badge>
  )
}

/** Email and phone, each verified or not, with the way to verify it. */
export function ContactVerification({ user }: { user: SessionUser }) {
  const { t } = useTranslation(['auth', 'account'])
  return (
    <section aria-labelledby="verification-heading" className="grid gap-4">
      <h2 id="verification-heading" className="text-lg font-semibold">
        {t('account:verification.title')}
      </h2>
      <EmailRow user={user} />
      <PhoneRow user={user} />
      {!user.isPhoneVerified && user.isSeller ? (
        <p className="text-sm text-muted-foreground">
          {t('account:verification.sellerPayoutNote')}
        </p>
      ) : null}
    </section>
  )
}

function EmailRow({ user }: { user: SessionUser }) {
  const { t } = useTranslation(['auth', 'account'])
  const [sentTo, setSentTo] = useState<string | null>(null)
  const send = useSendVerification('email', {
    onSuccess: (sent) => setSentTo(sent.sentTo),
    onError: (error) =>
      toast.error(t('account:verification.sendFailed'), {
        description: errorMessage(error, t('errors.fallback')),
      }),
  })
  return (
    <div className="grid gap-2 rounded-md border border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="text-sm text-muted-foreground">{t('fields.email')}</p>
          <p className="font-medium break-all">{user.email}</p>
        </div>
        <VerifiedBadge verified={user.isEmailVerified} />
      </div>
      {user.isEmailVerified ? null : (
        <>
          <Button
            variant="outline"
            className="justify-self-start"
            disabled={send.isPending}
            onClick={() => send.mutate()}
          >
            {sentTo ? t('account:verification.resendLink') : t('account:verification.sendLink')}
          </Button>
          {sentTo ? (
            <p role="status" className="text-sm">
              {t('account:verification.linkSent', { address: sentTo })}
            </p>
          ) : null}
        </>
      )}
    </div>
  )
}

function PhoneRow({ user }: { user: SessionUser }) {
  const { t } = useTranslation(['auth', 'account'])
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useForm({ resolver: zodResolver(verifyPhoneInput), defaultValues: { code: '' } })
  const send = useSendVerification('phone', {
    onSuccess: (sent) => setSentTo(sent.sentTo),
    onError: (error) =>
      toast.error(t('account:verification.sendFailed'), {
        description: errorMessage(error, t('errors.fallback')),
      }),
  })
  const verify = useVerifyPhone({
    onSuccess: () => {
      setSentTo(null)
      form.reset()
      toast.success(t('account:verification.phoneVerified'))
    },
    onError: (error) => {
      if (applyFieldErrors(form, error).length > 0) return
      toast.error(t('account:verification.verifyFailed'), {
        description: errorMessage(error, t('errors.fallback')),
      })
    },
  })
  return (
    <div className="grid gap-2 rounded-md border border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="text-sm text-muted-foreground">{t('fields.phoneNumber')}</p>
          <p className="font-medium">{user.phone ?? t('account:verification.noPhone')}</p>
        </div>
        {user.phone ? <VerifiedBadge verified={user.isPhoneVerified} /> : null}
      </div>
      {!user.phone || user.isPhoneVerified ? null : (
        <>
          <Button
            variant="outline"
            className="justify-self-start"
            disabled={send.isPending}
            onClick={() => send.mutate()}
          >
            {sentTo ? t('account:verification.resendCode') : t('account:verification.sendCode')}
          </Button>
          {sentTo ? (
            <form
              noValidate
              className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end"
              onSubmit={form.handleSubmit((values) => verify.mutate(values))}
            >
              <FormField
                id="verify-phone-code"
                label={t('fields.code')}
                hint={t('account:verification.codeSent', { address: sentTo })}
                error={form.formState.errors.code?.message}
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
              <Button type="submit" disabled={verify.isPending}>
                {t('account:verification.confirmCode')}
              </Button>
            </form>
          ) : null}
        </>
      )}
    </div>
  )
}
