import { Tabs } from 'radix-ui'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { SessionUser } from '#shared/contracts/auth.ts'
import { AffiliateTab } from './affiliate-tab.tsx'
import { MembershipsTab } from './memberships-tab.tsx'
import { PlansTab } from './plans-tab.tsx'
import { ServicesTab } from './services-tab.tsx'

export const REVENUE_TABS = ['plans', 'memberships', 'affiliate', 'services'] as const
export type RevenueTab = (typeof REVENUE_TABS)[number]

const tabTriggerClass =
  'shrink-0 rounded-md px-3 py-2 text-sm font-medium text-foreground hover:bg-muted ' +
  'focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring ' +
  'data-[state=active]:bg-primary data-[state=active]:text-primary-foreground'

/**
 * The four revenue programs. Plans, memberships and services are listed to everyone; acting on
 * them (and the affiliate tab) needs an account, so visitors see `signInPrompt` there.
 * The tab lives in the address so a payment can bring the payer back to it.
 */
export function RevenueView({
  tab,
  user,
  signInPrompt,
  becomeSellerLink,
  onTabChange,
}: {
  tab: RevenueTab
  user: SessionUser | null
  signInPrompt: ReactNode
  becomeSellerLink: ReactNode
  onTabChange: (tab: RevenueTab) => void
}) {
  const { t } = useTranslation('revenue')
  return (
    <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as RevenueTab)}>
      <Tabs.List
        aria-label={t('tabs.label')}
        className="flex flex-wrap gap-1 rounded-lg border border-border bg-surface p-1"
      >
        {REVENUE_TABS.map((value) => (
          <Tabs.Trigger key={value} value={value} className={tabTriggerClass}>
            {t(`tabs.${value}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="plans" className="mt-4">
        <PlansTab user={user} signInPrompt={signInPrompt} becomeSellerLink={becomeSellerLink} />
      </Tabs.Content>
      <Tabs.Content value="memberships" className="mt-4">
        <MembershipsTab user={user} signInPrompt={signInPrompt} />
      </Tabs.Content>
      <Tabs.Content value="affiliate" className="mt-4">
        {user ? <AffiliateTab /> : signInPrompt}
      </Tabs.Content>
      <Tabs.Content value="services" className="mt-4">
        <ServicesTab user={user} signInPrompt={signInPrompt} />
      </Tabs.Content>
    </Tabs.Root>
  )
}
