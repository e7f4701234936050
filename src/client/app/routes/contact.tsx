import { InfoArticle } from '#client/features/info/components/info-article.tsx'

export default function ContactRoute() {
  return (
    <InfoArticle
      page="contact"
      links={[
        { href: '/support?tab=new', key: 'newTicket' },
        { href: '/support?tab=tickets', key: 'myTickets' },
        { href: '/support?tab=faq', key: 'faq' },
        { href: '/chat', key: 'chat' },
      ]}
    />
  )
}
