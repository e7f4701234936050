import { Tabs } from 'radix-ui'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '#client/lib/cn.ts'
import { FeedbackList } from './feedback-list.tsx'
import { TicketDesk } from './ticket-desk.tsx'

const VIEWS = ['tickets', 'feedback'] as const
type View = (typeof VIEWS)[number]

const triggerClass = cn(
  'rounded-full border border-border bg-surface px-3 py-1.5 text-sm font-medium',
  'data-[state=active]:border-primary data-[state=active]:bg-primary data-[state=active]:text-primary-foreground',
  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
)

/** Support desk for admins: every ticket with filters, answers and internal notes; feedback. */
export function AdminSupportPanel() {
  const { t } = useTranslation('admin-support')
  const [view, setView] = useState<View>('tickets')
  return (
    <section aria-labelledby="admin-support-title" className="grid gap-4">
      <h2 id="admin-support-title" className="text-xl font-bold">
        {t('title')}
      </h2>
      <Tabs.Root
        value={view}
        onValueChange={(value) => setView(value as View)}
        className="grid gap-4"
      >
        <Tabs.List aria-label={t('viewsLabel')} className="flex flex-wrap gap-2">
          {VIEWS.map((name) => (
            <Tabs.Trigger key={name} value={name} className={triggerClass}>
              {t(`views.${name}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="tickets" className="min-w-0">
          <TicketDesk />
        </Tabs.Content>
        <Tabs.Content value="feedback" className="min-w-0">
          <FeedbackList />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  )
}
