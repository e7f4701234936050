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
    resolver: zodResolver(loginInput),
    defaultValues: { email: '', password: '' } satisfies LoginInput,
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
          id="login-email"
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
        <p className="text-sm text-muted-foreground">{t('login.forgotPassword')}</p>
        <Button type="submit" size="lg" disabled={login.isPending}>
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
        <p className="text-center text-xs text-muted-foreground">{t('login.terms')}</p>
      </form>
    </AuthCard>
  )
}
