import { Mail } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { newsletterInput } from '#shared/contracts/marketing.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { useFieldError } from '#client/components/ui/form-field.tsx'
import { ApiRequestError, errorMessage } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast.ts'
import { useSubscribeNewsletter } from '../api/subscribe-newsletter.ts'

/** Email sign-up for new deals; the address is stored on the server. */
export function NewsletterBox() {
  const { t, i18n } = useTranslation('deals')
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [subscribedAs, setSubscribedAs] = useState<string | null>(null)
  const errorText = useFieldError(error)
  const subscribe = useSubscribeNewsletter({
    onSuccess: (result) => {
      setSubscribedAs(result.email)
      setEmail('')
      toast.success(t('newsletter.successTitle'), {
        description: t('newsletter.successText', { email: result.email }),
      })
    },
    onError: (failure) => {
      const fieldMessage =
        failure instanceof ApiRequestError ? failure.fieldErrors['email'] : undefined
      setError(fieldMessage)
      toast.error(t('newsletter.failedTitle'), {
        description: fieldMessage ?? errorMessage(failure, t('newsletter.failedText')),
      })
    },
  })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const parsed = newsletterInput.safeParse({ email, language: i18n.resolvedLanguage ?? 'am' })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'validation.email')
      return
    }
    setError(undefined)
    subscribe.mutate({ email: parsed.data.email, language: parsed.data.language })
  }

  return (
    <section
      aria-labelledby="newsletter-heading"
      className="rounded-lg border border-primary/30 bg-primary-soft p-4 sm:p-6"
    >
      <h2 id="newsletter-heading" className="flex items-center gap-2 text-xl font-bold">
        <Mail aria-hidden="true" className="size-5 text-primary" />
        {t('newsletter.title')}
      </h2>
      <p className="mt-1 text-foreground">{t('newsletter.description')}</p>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-2 sm:flex-row">
        <div className="grid flex-1 gap-1">
          <label htmlFor="newsletter-email" className="sr-only">
            {t('newsletter.emailLabel')}
          </label>
          <Input
            id="newsletter-email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t('newsletter.placeholder')}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value)
              if (error) setError(undefined)
            }}
            aria-invalid={Boolean(errorText)}
            aria-describedby={errorText ? 'newsletter-email-error' : undefined}
          />
          {errorText ? (
            <p id="newsletter-email-error" className="text-sm font-medium text-destructive">
              {errorText}
            </p>
          ) : null}
        </div>
        <Button type="submit" disabled={subscribe.isPending}>
          {subscribe.isPending ? t('newsletter.subscribing') : t('newsletter.subscribe')}
        </Button>
      </form>
      {subscribedAs ? (
        <p role="status" className="mt-2 text-sm font-medium text-primary">
          {t('newsletter.subscribedAs', { email: subscribedAs })}
        </p>
      ) : null}
    </section>
  )
}
