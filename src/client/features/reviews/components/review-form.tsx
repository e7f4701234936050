import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { REVIEW_TEXT_MAX, REVIEW_TITLE_MAX, type Review } from '#shared/contracts/reviews.ts'
import { Button } from '#client/components/ui/button.tsx'
import { FormField } from '#client/components/ui/form-field.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast.ts'
import { useCreateReview } from '../api/create-review.ts'
import { parseCommaList } from '../lib/parse-comma-list.ts'
import { StarInput } from './star-input.tsx'

const reviewFormValues = z.object({
  rating: z.number().int().min(1, 'validation.rating').max(5, 'validation.rating'),
  title: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(REVIEW_TITLE_MAX, 'validation.tooLong'),
  comment: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(REVIEW_TEXT_MAX, 'validation.tooLong'),
  pros: z.string(),
  cons: z.string(),
  wouldRecommend: z.boolean(),
})
type ReviewFormValues = z.infer<typeof reviewFormValues>

const DEFAULTS: ReviewFormValues = {
  rating: 5,
  title: '',
  comment: '',
  pros: '',
  cons: '',
  wouldRecommend: true,
}

export function ReviewForm({
  productId,
  onReviewed,
}: {
  productId: string
  onReviewed?: (review: Review) => void
}) {
  const { t } = useTranslation('reviews')
  const form = useForm<ReviewFormValues>({
    resolver: zodResolver(reviewFormValues),
    defaultValues: DEFAULTS,
  })
  const { errors } = form.formState
  const [title, comment] = useWatch({ control: form.control, name: ['title', 'comment'] })

  const createReview = useCreateReview({
    onSuccess: (review) => {
      toast.success(t('toast.added'), { description: t('toast.addedDescription') })
      form.reset(DEFAULTS)
      onReviewed?.(review)
    },
    onError: (error) => {
      toast.error(t('toast.addFailed'), { description: errorMessage(error, t('toast.tryAgain')) })
    },
  })

  const blank = title.trim() === '' || comment.trim() === ''
  const submitting = createReview.isPending

  return (
    <form
      noValidate
      aria-labelledby="review-form-heading"
      className="grid gap-4 rounded-lg border border-border bg-surface p-4 sm:p-5"
      onSubmit={form.handleSubmit((values) =>
        createReview.mutate({
          targetType: 'product',
          targetId: productId,
          rating: values.rating,
          title: values.title,
          comment: values.comment,
          pros: parseCommaList(values.pros),
          cons: parseCommaList(values.cons),
          wouldRecommend: values.wouldRecommend,
        }),
      )}
    >
      <h3 id="review-form-heading" className="text-base font-semibold">
        {t('form.heading')}
      </h3>
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <StarInput
            name="review-rating"
            legend={t('form.rating')}
            value={field.value}
            onChange={field.onChange}
            disabled={submitting}
          />
        )}
      />
      <FormField id="review-title" label={t('form.title')} error={errors.title?.message} required>
        {(control) => (
          <Input
            {...control}
            maxLength={REVIEW_TITLE_MAX}
            disabled={submitting}
            {...form.register('title')}
          />
        )}
      </FormField>
      <FormField
        id="review-comment"
        label={t('form.comment')}
        error={errors.comment?.message}
        required
      >
        {(control) => (
          <Textarea
            {...control}
            maxLength={REVIEW_TEXT_MAX}
            disabled={submitting}
            {...form.register('comment')}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="review-pros" label={t('form.pros')} hint={t('form.listHint')}>
          {(control) => <Input {...control} disabled={submitting} {...form.register('pros')} />}
        </FormField>
        <FormField id="review-cons" label={t('form.cons')} hint={t('form.listHint')}>
          {(control) => <Input {...control} disabled={submitting} {...form.register('cons')} />}
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="wouldRecommend"
        render={({ field }) => (
          <fieldset className="grid gap-1.5" disabled={submitting}>
            <legend className="mb-1.5 text-sm font-medium">{t('form.recommend')}</legend>
            <div className="flex gap-4">
              {[true, false].map((option) => (
                <label key={String(option)} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="review-recommend"
                    checked={field.value === option}
                    onChange={() => field.onChange(option)}
                    className="size-4 accent-[var(--color-primary)]"
                  />
                  {option ? t('form.yes') : t('form.no')}
                </label>
              ))}
            </div>
          </fieldset>
        )}
      />
      <div>
        <Button type="submit" disabled={submitting || blank}>
          {submitting ? t('form.submitting') : t('form.submit')}
        </Button>
      </div>
    </form>
  )
}
