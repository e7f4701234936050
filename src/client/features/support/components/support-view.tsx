import { Tabs } from 'radix-ui'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { FaqTab } from './faq-tab.tsx'
import { FeedbackForm } from './feedback-form.tsx'
import { NewTicketForm } from './new-ticket-form.tsx'
import { TicketsTab } from './tickets-tab.tsx'

export const SUPPORT_TABS = ['faq', 'tickets', 'new', 'feedback'] as const
export type SupportTab = (typeof SUPPORT_TABS)[number]

const tabTriggerClass =
  'shrink-0 rounded-md px-3 py-2 text-sm font-medium text-foreground hover:bg-muted ' +
  'focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring ' +
  'data-[state=active]:bg-primary data-[state=active]:text-primary-foreground'

/**
 * FAQ and feedback are open to everyone; the ticket tabs show `signInPrompt` to visitors.
 * The tab and the open ticket live in the address, so they survive a reload and can be linked.
 */
export function SupportView({
  tab,
  ticketId,
  signedIn,
  signInPrompt,
  onNavigate,
}: {
  tab: SupportTab
  ticketId: string | null
  signedIn: boolean
  signInPrompt: ReactNode
  onNavigate: (tab: SupportTab, ticketId?: string | null) => void
}) {
  const { t } = useTranslation('support')
  return (
    <Tabs.Root value={tab} onValueChange={(value) => onNavigate(value as SupportTab)}>
      <Tabs.List
        aria-label={t('tabs.label')}
        className="flex flex-wrap gap-1 rounded-lg border border-border bg-surface p-1"
      >
        {SUPPORT_TABS.map((value) => (
          <Tabs.Trigger key={value} value={value} className={tabTriggerClass}>
            {t(`tabs.${value}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="faq" className="mt-4">
        <FaqTab />
      </Tabs.Content>
      <Tabs.Content value="tickets" className="mt-4">
        {signedIn ? (
          <TicketsTab
            ticketId={ticketId}
            onOpenTicket={(id) => onNavigate('tickets', id)}
            onNewTicket={() => onNavigate('new')}
          />
        ) : (
          signInPrompt
        )}
      </Tabs.Content>
      <Tabs.Content value="new" className="mt-4">
        {signedIn ? (
          <NewTicketForm onCreated={(ticket) => onNavigate('tickets', ticket.id)} />
        ) : (
          signInPrompt
        )}
      </Tabs.Content>
      <Tabs.Content value="feedback" className="mt-4">
        <FeedbackForm />
      </Tabs.Content>
    </Tabs.Root>
  )
}
