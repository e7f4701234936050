import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { feedbackInput, feedbackTypes } from '#shared/contracts/support.ts'
import { Button } from '#client/components/ui/button.tsx'
import { FormField } from '#client/components/ui/form-field.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Select } from '#client/components/ui/select.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast.ts'
import { useSubmitFeedback } from '../api/submit-feedback.ts'

// The form keeps the rating as the select's text ('' = none) and the category as typed.
const formValues = feedbackInput.pick({ type: true, subject: true, description: true }).extend({
  category: z.string().trim().max(100, 'validation.tooLong'),
  rating: z.enum(['', '1', '2', '3', '4', '5'], 'validation.rating'),
})
type Values = z.input<typeof formValues>
type Parsed = z.output<typeof formValues>
const DEFAULTS: Values = {
  type: 'general_feedback',
  category: '',
  subject: '',
  description: '',
  rating: '',
}

export function FeedbackForm() {
  const { t } = useTranslation('support')
  const form = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(formValues),
    defaultValues: DEFAULTS,
  })
  const { errors } = form.formState
  const submit = useSubmitFeedback({
    onSuccess: () => {
      toast.success(t('feedback.sent'))
      form.reset(DEFAULTS)
    },
    onError: (error) =>
      toast.error(t('error'), { description: errorMessage(error, t('feedback.failed')) }),
  })

  return (
    <form
      noValidate
      className="grid gap-4 rounded-lg border border-border bg-surface p-4 sm:p-6"
      onSubmit={form.handleSubmit((values) =>
        submit.mutate({
          type: values.type,
          subject: values.subject,
          description: values.description,
          ...(values.category ? { category: values.category } : {}),
          ...(values.rating ? { rating: Number(values.rating) } : {}),
          pageUrl: window.location.pathname,
          userAgent: navigator.userAgent.slice(0, 500),
        }),
      )}
    >
      <p className="text-muted-foreground">{t('feedback.intro')}</p>
      <FormField
        id="feedback-type"
        label={t('feedback.type')}
        required
        error={errors.type?.message}
      >
        {(control) => (
          <Select {...control} {...form.register('type')}>
            {feedbackTypes.map((type) => (
              <option key={type} value={type}>
                {t(`feedbackType.${type}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        id="feedback-category"
        label={t('feedback.category')}
        error={errors.category?.message}
      >
        {(control) => <Input {...control} maxLength={100} {...form.register('category')} />}
      </FormField>
      <FormField
        id="feedback-subject"
        label={t('feedback.subject')}
        required
        error={errors.subject?.message}
      >
        {(control) => <Input {...control} maxLength={200} {...form.register('subject')} />}
      </FormField>
      <FormField
        id="feedback-description"
        label={t('feedback.description')}
        required
        error={errors.description?.message}
      >
        {(control) => (
          <Textarea {...control} rows={5} maxLength={5000} {...form.register('description')} />
        )}
      </FormField>
      <FormField id="feedback-rating" label={t('feedback.rating')} error={errors.rating?.message}>
        {(control) => (
          <Select {...control} {...form.register('rating')}>
            <option value="">{t('feedback.noRating')}</option>
            {[5, 4, 3, 2, 1].map((stars) => (
              <option key={stars} value={String(stars)}>
                {t('feedback.stars', { count: stars })}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <Button type="submit" disabled={submit.isPending} className="justify-self-start">
        {t('feedback.submit')}
      </Button>
    </form>
  )
}
