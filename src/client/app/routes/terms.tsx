import { InfoArticle } from '#client/features/info/components/info-article.tsx'

export default function TermsRoute() {
  return (
    <InfoArticle
      page="terms"
      links={[
        { href: '/privacy', key: 'privacy' },
        { href: '/returns', key: 'returns' },
      ]}
    />
  )
}
