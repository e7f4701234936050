import { InfoArticle } from '#client/features/info/components/info-article.tsx'

export default function PrivacyRoute() {
  return (
    <InfoArticle
      page="privacy"
      links={[
        { href: '/profile', key: 'profile' },
        { href: '/support?tab=new', key: 'newTicket' },
      ]}
    />
  )
}
