import { InfoArticle } from '#client/features/info/components/info-article.tsx'
import { ReturnPolicyRules } from '#client/features/returns/components/return-policy-rules.tsx'

export default function ReturnsRoute() {
  return (
    <InfoArticle
      page="returns"
      rules={<ReturnPolicyRules />}
      links={[
        { href: '/orders', key: 'orders' },
        { href: '/support?tab=new', key: 'newTicket' },
      ]}
    />
  )
}
