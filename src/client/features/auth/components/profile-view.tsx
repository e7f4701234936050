import { Store } from 'lucide-react'
import { Tabs } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { SessionUser } from '#shared/contracts/auth.ts'
import { formatDate } from '#shared/dates.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { buttonClass } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { initials } from '../lib/initials.ts'
import { ContactVerification } from './contact-verification.tsx'
import { ProfileActivity } from './profile-activity.tsx'
import { ProfileForm } from './profile-form.tsx'
import { ProfileMessages } from './profile-messages.tsx'

const tabTriggerClass =
  'rounded-md px-3 py-2 text-sm font-medium text-foreground hover:bg-muted ' +
  'focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring ' +
  'data-[state=active]:bg-primary data-[state=active]:text-primary-foreground'

export function ProfileView({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation('auth')
  const language = i18n.resolvedLanguage ?? 'am'

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8">
      <Card className="flex flex-col items-center gap-4 p-6 sm:flex-row sm:items-center">
        <span
          aria-hidden="true"
          className="flex size-20 shrink-0 items-center justify-center rounded-full bg-primary text-2xl font-bold text-primary-foreground"
        >
          {initials(user.firstName, user.lastName)}
        </span>
        <div className="grid gap-1 text-center sm:text-start">
          <h1 className="text-2xl font-bold">
            {user.firstName} {user.lastName}
          </h1>
          <p className="text-muted-foreground">@{user.username}</p>
          <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
            {user.isEthiopianDiaspora ? (
              <Badge variant="success">{t('profile.diasporaBadge')}</Badge>
            ) : null}
            {user.isSeller ? <Badge>{t('profile.sellerBadge')}</Badge> : null}
          </div>
          <p className="text-sm text-muted-foreground">
            {t('profile.memberSince', { date: formatDate(user.createdAt, language) })}
          </p>
          <Link
            href="/notification-settings"
            className={buttonClass({ variant: 'outline', size: 'sm' })}
          >
            {t('profile.notificationSettings')}
          </Link>
        </div>
      </Card>

      <Tabs.Root defaultValue="profile" className="grid gap-4">
        <Tabs.List
          aria-label={t('profile.tabsLabel')}
          className="flex flex-wrap gap-1 rounded-lg border border-border bg-surface p-1"
        >
          <Tabs.Trigger value="profile" className={tabTriggerClass}>
            {t('profile.tabs.profile')}
          </Tabs.Trigger>
          <Tabs.Trigger value="activity" className={tabTriggerClass}>
            {t('profile.tabs.activity')}
          </Tabs.Trigger>
          <Tabs.Trigger value="messages" className={tabTriggerClass}>
            {t('profile.tabs.messages')}
          </Tabs.Trigger>
          <Tabs.Trigger value="seller" className={tabTriggerClass}>
            {t('profile.tabs.seller')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="profile">
          <div className="grid gap-4">
            <Card className="p-6">
              <ContactVerification user={user} />
            </Card>
            <Card className="p-6">
              <ProfileForm user={user} />
            </Card>
          </div>
        </Tabs.Content>
        <Tabs.Content value="activity">
          <ProfileActivity />
        </Tabs.Content>
        <Tabs.Content value="messages">
          <ProfileMessages />
        </Tabs.Content>
        <Tabs.Content value="seller">
          {user.isSeller ? (
            <EmptyState
              icon={<Store />}
              title={t('profile.sellerTitle')}
              description={t('profile.sellerText')}
              action={
                <Link href="/seller-dashboard" className={buttonClass()}>
                  {t('profile.goToDashboard')}
                </Link>
              }
            />
          ) : (
            <EmptyState
              icon={<Store />}
              title={t('profile.notSellerTitle')}
              description={t('profile.notSellerText')}
              action={
                <Link href="/become-seller" className={buttonClass()}>
                  {t('profile.becomeSeller')}
                </Link>
              }
            />
          )}
        </Tabs.Content>
      </Tabs.Root>
    </div>
  )
}
