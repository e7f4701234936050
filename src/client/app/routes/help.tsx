import { InfoArticle } from '#client/features/info/components/info-article.tsx'

export default function HelpRoute() {
  return (
    <InfoArticle
      page="help"
      links={[
        { href: '/support?tab=faq', key: 'faq' },
        { href: '/support?tab=new', key: 'newTicket' },
        { href: '/products', key: 'products' },
        { href: '/orders', key: 'orders' },
        { href: '/delivery', key: 'delivery' },
        { href: '/returns', key: 'returns' },
      ]}
    />
  )
}
