import { ArrowLeft, SearchX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '#client/components/ui/button.tsx'

/** A missing product or seller: says so as the page heading and offers a way back. */
export function NotFoundState({
  title,
  description,
  onBack,
}: {
  title: string
  description: string
  onBack: () => void
}) {
  const { t } = useTranslation('catalog')
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-surface px-6 py-12 text-center">
      <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="max-w-md text-muted-foreground">{description}</p>
      <Button variant="outline" onClick={onBack} className="mt-2">
        <ArrowLeft aria-hidden="true" />
        {t('common.goBack')}
      </Button>
    </div>
  )
}
