import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { REVIEW_REPLY_MAX, reviewReplyInput } from '#shared/contracts/reviews.ts'
import { Button } from '#client/components/ui/button.tsx'
import { FormField } from '#client/components/ui/form-field.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'
import { ApiRequestError, errorMessage } from '#client/lib/api-client.ts'
import { applyFieldErrors } from '#client/lib/field-errors.ts'
import { toast } from '#client/lib/toast.ts'
import { useReplyToReview } from '../api/reply-to-review.ts'

type ReplyValues = { reply: string }

/** The seller's one public answer to a review: written once, never changed. */
export function ReplyForm({ reviewId }: { reviewId: string }) {
  const { t } = useTranslation('reviews')
  const form = useForm<ReplyValues>({
    resolver: zodResolver(reviewReplyInput),
    defaultValues: { reply: '' },
  })
  const text = useWatch({ control: form.control, name: 'reply' })
  const send = useReplyToReview({
    onSuccess: () => toast.success(t('seller.sent')),
    onError: (error) => {
      if (applyFieldErrors(form, error).length > 0) return
      toast.error(t('seller.failed'), { description: errorMessage(error, t('toast.tryAgain')) })
      // Answered meanwhile (another tab): the list shows the answer that stands.
      if (error instanceof ApiRequestError && error.status === 409) form.reset()
    },
  })
  const id = `reply-${reviewId}`
  return (
    <form
      noValidate
      className="grid gap-2"
      onSubmit={form.handleSubmit((values) => send.mutate({ reviewId, reply: values.reply }))}
    >
      <FormField
        id={id}
        label={t('seller.replyLabel')}
        hint={t('seller.replyHint')}
        error={form.formState.errors.reply?.message}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={REVIEW_REPLY_MAX}
            disabled={send.isPending}
            {...form.register('reply')}
          />
        )}
      </FormField>
      <div>
        <Button type="submit" size="sm" disabled={send.isPending || text.trim() === ''}>
          {send.isPending ? t('seller.sending') : t('seller.send')}
        </Button>
      </div>
    </form>
  )
}
