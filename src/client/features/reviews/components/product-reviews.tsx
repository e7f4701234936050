import { LogIn } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter'
import type { Review } from '#shared/contracts/reviews.ts'
import { buttonClass } from '#client/components/ui/button.tsx'
import { useProductReviews } from '../api/get-reviews.ts'
import { ReviewList } from './review-list.tsx'

// The form (with its validation library) loads only for a signed-in buyer who can write one.
const ReviewForm = lazy(() =>
  import('./review-form.tsx').then((module) => ({ default: module.ReviewForm })),
)

/** The product page's "Customer Reviews": the form (or a sign-in prompt) and the list. */
export function ProductReviews({
  productId,
  signedIn,
  ownProduct = false,
  onReviewed,
}: {
  productId: string
  signedIn: boolean
  /** The viewer sells this product: they read its reviews but do not write one. */
  ownProduct?: boolean
  onReviewed?: (review: Review) => void
}) {
  const { t } = useTranslation('reviews')
  const [location] = useLocation()
  const reviews = useProductReviews(productId)
  const alreadyReviewed = reviews.data?.some((review) => review.isMine) ?? false

  return (
    <section aria-labelledby="reviews-heading" className="grid gap-4">
      <h2 id="reviews-heading" className="text-xl font-semibold">
        {t('section.title')}
      </h2>
      {!signedIn ? (
        <div className="flex flex-col items-start gap-3 rounded-lg border border-border bg-surface p-4 sm:flex-row sm:items-center sm:justify-between">
          <p>{t('section.signInPrompt')}</p>
          <Link
            href={`/login?next=${encodeURIComponent(location)}`}
            className={buttonClass({ variant: 'outline', size: 'sm' })}
          >
            <LogIn aria-hidden="true" />
            {t('section.signIn')}
          </Link>
        </div>
      ) : ownProduct ? null : alreadyReviewed ? (
        <p className="rounded-lg border border-border bg-primary-soft p-4 text-foreground">
          {t('section.alreadyReviewed')}
        </p>
      ) : reviews.isPending ? null : (
        <Suspense fallback={null}>
          <ReviewForm productId={productId} onReviewed={onReviewed} />
        </Suspense>
      )}
      <ReviewList productId={productId} canVote={signedIn} />
    </section>
  )
}
