import { Search, ThumbsDown, ThumbsUp } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#client/components/ui/button.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Select } from '#client/components/ui/select.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast.ts'
import { useSupportCategories } from '../api/get-categories.ts'
import { useFaqs } from '../api/get-faqs.ts'
import { useVoteFaq } from '../api/vote-faq.ts'
import { localizedFaq } from '../lib/localized.ts'
import { localizedName } from '#shared/language.ts'

const SEARCH_DELAY_MS = 300

export function FaqTab() {
  const { t, i18n } = useTranslation('support')
  const [text, setText] = useState('')
  const [q, setQ] = useState('')
  const [categoryId, setCategoryId] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text])

  const categories = useSupportCategories()
  const faqs = useFaqs({ categoryId: categoryId || undefined, q: q || undefined })
  const vote = useVoteFaq({
    onSuccess: () => toast.success(t('faq.voted')),
    onError: (error) =>
      toast.error(t('error'), { description: errorMessage(error, t('faq.voteFailed')) }),
  })

  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
        <div className="relative">
          <label htmlFor="faq-search" className="sr-only">
            {t('faq.search')}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="faq-search"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('faq.searchPlaceholder')}
            className="ps-9"
          />
        </div>
        <div>
          <label htmlFor="faq-category" className="sr-only">
            {t('faq.category')}
          </label>
          <Select
            id="faq-category"
            value={categoryId}
            onChange={(event) => setCategoryId(event.target.value)}
          >
            <option value="">{t('faq.allCategories')}</option>
            {categories.data?.map((category) => (
              <option key={category.id} value={category.id}>
                {localizedName(category, i18n.resolvedLanguage)}
              </option>
            ))}
          </Select>
        </div>
      </div>

      {faqs.isPending ? (
        <div className="grid gap-3">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-14" />
          ))}
        </div>
      ) : faqs.isError ? (
        <ErrorState title={t('faq.error')} error={faqs.error} onRetry={() => void faqs.refetch()} />
      ) : faqs.data.length === 0 ? (
        <EmptyState
          title={t('faq.emptyTitle')}
          description={q || categoryId ? t('faq.emptyFiltered') : t('faq.emptyDescription')}
        />
      ) : (
        <ul className="grid gap-3">
          {faqs.data.map((faq) => {
            // Tags stay for search only: they are English words, not shown to readers.
            const { question, answer } = localizedFaq(faq, i18n.resolvedLanguage)
            return (
              <li key={faq.id}>
                <details className="group rounded-lg border border-border bg-surface">
                  <summary className="cursor-pointer list-none px-4 py-3 font-semibold marker:hidden focus-visible:outline-2 focus-visible:outline-primary">
                    {question}
                  </summary>
                  <div className="grid gap-3 border-t border-border px-4 py-3">
                    <p className="whitespace-pre-line">{answer}</p>
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="text-sm text-muted-foreground">
                        {t('faq.helpfulQuestion')}
                      </span>
                      <Button
                        variant={faq.myVote === true ? 'primary' : 'outline'}
                        size="sm"
                        aria-pressed={faq.myVote === true}
                        disabled={vote.isPending}
                        onClick={() => vote.mutate({ faqId: faq.id, isHelpful: true })}
                      >
                        <ThumbsUp aria-hidden="true" />
                        {t('faq.helpful', { count: faq.helpfulCount })}
                      </Button>
                      <Button
                        variant={faq.myVote === false ? 'primary' : 'outline'}
                        size="sm"
                        aria-pressed={faq.myVote === false}
                        disabled={vote.isPending}
                        onClick={() => vote.mutate({ faqId: faq.id, isHelpful: false })}
                      >
                        <ThumbsDown aria-hidden="true" />
                        {t('faq.notHelpful', { count: faq.notHelpfulCount })}
                      </Button>
                    </div>
                  </div>
                </details>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
