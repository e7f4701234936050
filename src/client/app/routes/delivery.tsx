import { PackageSearch, Truck } from 'lucide-react'
import { Tabs } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import { PageContainer } from '#client/components/page-container.tsx'
import { useMe } from '#client/lib/session.ts'
import { DeliveryOptions } from '#client/features/delivery/components/delivery-options.tsx'
import { TrackOrderForm } from '#client/features/orders/components/track-order-form.tsx'

const tabTriggerClass =
  'inline-flex shrink-0 items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-foreground hover:bg-muted ' +
  'focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring ' +
  'data-[state=active]:bg-primary data-[state=active]:text-primary-foreground [&_svg]:size-4'

export default function DeliveryRoute() {
  const { t } = useTranslation('delivery')
  const me = useMe()
  return (
    <PageContainer className="grid gap-6">
      <title>{`${t('title')} · ${t('brand')}`}</title>
      <header>
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">{t('subtitle')}</p>
      </header>
      <Tabs.Root defaultValue="options" className="grid gap-6">
        <Tabs.List
          aria-label={t('tabs.label')}
          className="flex flex-wrap gap-1 rounded-lg border border-border bg-surface p-1"
        >
          <Tabs.Trigger value="options" className={tabTriggerClass}>
            <Truck aria-hidden="true" />
            {t('tabs.options')}
          </Tabs.Trigger>
          <Tabs.Trigger value="tracking" className={tabTriggerClass}>
            <PackageSearch aria-hidden="true" />
            {t('tabs.tracking')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="options">
          <DeliveryOptions />
        </Tabs.Content>
        <Tabs.Content value="tracking">
          <TrackOrderForm signedIn={Boolean(me.data)} />
        </Tabs.Content>
      </Tabs.Root>
    </PageContainer>
  )
}
