import { Tabs } from 'radix-ui'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '#client/lib/cn.ts'
import { CategoriesSection } from './categories-section.tsx'
import { CurrenciesSection } from './currencies-section.tsx'
import { PlansSection } from './plans-section.tsx'
import { TiersSection } from './tiers-section.tsx'

const SECTIONS = ['categories', 'currencies', 'tiers', 'plans'] as const
type Section = (typeof SECTIONS)[number]

const triggerClass = cn(
  'rounded-full border border-border bg-surface px-3 py-1.5 text-sm font-medium',
  'data-[state=active]:border-primary data-[state=active]:bg-primary data-[state=active]:text-primary-foreground',
  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
)

/** Marketplace settings for admins: categories, currencies and rates, commission tiers, plans. */
export function AdminSettingsPanel() {
  const { t } = useTranslation('admin-settings')
  const [section, setSection] = useState<Section>('categories')
  return (
    <section aria-labelledby="admin-settings-title" className="grid min-w-0 grid-cols-1 gap-4">
      <div>
        <h2 id="admin-settings-title" className="text-xl font-bold">
          {t('title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('description')}</p>
      </div>
      <Tabs.Root
        value={section}
        onValueChange={(value) => setSection(value as Section)}
        className="grid min-w-0 grid-cols-1 gap-4"
      >
        <Tabs.List aria-label={t('sectionsLabel')} className="flex flex-wrap gap-2">
          {SECTIONS.map((name) => (
            <Tabs.Trigger key={name} value={name} className={triggerClass}>
              {t(`sections.${name}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="categories" className="min-w-0">
          <CategoriesSection />
        </Tabs.Content>
        <Tabs.Content value="currencies" className="min-w-0">
          <CurrenciesSection />
        </Tabs.Content>
        <Tabs.Content value="tiers" className="min-w-0">
          <TiersSection />
        </Tabs.Content>
        <Tabs.Content value="plans" className="min-w-0">
          <PlansSection />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  )
}
