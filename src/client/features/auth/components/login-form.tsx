import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { toast } from '#client/lib/toast.ts'
import { Link, useLocation, useSearch } from 'wouter'
import { loginInput, type LoginInput } from '#shared/contracts/auth.ts'
import { Button } from '#client/components/ui/button.tsx'
import { FormField } from '#client/components/ui/form-field.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { safeNextPath, useAuthHref } from '#client/lib/next-path.ts'
import { useLogin } from '../api/login.ts'
import { AuthCard } from './auth-card.tsx'

export function LoginForm() {
  const { t } = useTranslation('auth')
  const [, navigate] = useLocation()
  const next = new URLSearchParams(useSearch()).get('next')
  const registerHref = useAuthHref('/register')
  const form = useForm({
    // The raw text goes to the server, which tells an email from a phone number itself.
    resolver: zodResolver(loginInput, undefined, { raw: true }),
    defaultValues: { identifier: '', password: '' } satisfies LoginInput,
  })
  const { errors } = form.formState

  const login = useLogin({
    onSuccess: (user) => {
      toast.success(t('login.successTitle'), {
        description: t('login.successDescription', { name: user.firstName }),
      })
      navigate(safeNextPath(next), { replace: true })
    },
    onError: (error) => {
      // Rate limiting (429) and bad credentials both come with a message in the user's language.
      toast.error(t('login.failedTitle'), {
        description: errorMessage(error, t('login.failedFallback')),
      })
    },
  })

  return (
    <AuthCard
      title={t('login.title')}
      description={t('login.description')}
      footer={
        <p>
          {t('login.noAccount')}{' '}
          <Link
            href={registerHref}
            className="font-semibold text-primary underline underline-offset-4"
          >
            {t('login.registerLink')}
          </Link>
        </p>
      }
    >
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => login.mutate(values))}
        className="grid gap-4"
      >
        <FormField
          id="login-identifier"
          label={t('fields.emailOrPhone')}
          hint={t('login.identifierHint')}
          error={errors.identifier?.message}
          required
        >
          {(control) => (
            <Input
              {...control}
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              {...form.register('identifier')}
            />
          )}
        </FormField>
        <FormField
          id="login-password"
          label={t('fields.password')}
          error={errors.password?.message}
          required
        >
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="current-password"
              {...form.register('password')}
            />
          )}
        </FormField>
        <p className="text-sm">
          <Link
            href="/forgot-password"
            className="font-medium text-primary underline underline-offset-4"
          >
            {t('login.forgotPassword')}
          </Link>
        </p>
        <Button type="submit" size="lg" disabled={login.isPending}>
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
        <p className="text-center text-xs text-muted-foreground">{t('login.terms')}</p>
      </form>
    </AuthCard>
  )
}
