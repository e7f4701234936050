import { InfoArticle } from '#client/features/info/components/info-article.tsx'

export default function ReturnsRoute() {
  return (
    <InfoArticle
      page="returns"
      links={[
        { href: '/support?tab=new', key: 'newTicket' },
        { href: '/orders', key: 'orders' },
      ]}
    />
  )
}
