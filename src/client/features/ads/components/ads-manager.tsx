import { Info, Megaphone, Pause, Pencil, Play, Plus, Trash2 } from 'lucide-react'
import { Tabs } from 'radix-ui'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  SOCIAL_PLATFORMS,
  type AdChannel,
  type AdPlatform,
  type SellerAd,
  type SellerAdList,
} from '#shared/contracts/ads.ts'
import { formatDate } from '#shared/dates.ts'
import { formatMoney } from '#shared/money.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast.ts'
import { useDeleteAd } from '../api/delete-ad.ts'
import { useSellerAds } from '../api/get-seller-ads.ts'
import { useSetAdActive } from '../api/set-ad-active.ts'
import { AdDialog, type AdCategory } from './ad-dialog.tsx'

const tabTriggerClass =
  'inline-flex shrink-0 items-center rounded-md px-3 py-2 text-sm font-medium text-foreground hover:bg-muted ' +
  'focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring ' +
  'data-[state=active]:bg-primary data-[state=active]:text-primary-foreground'

const birr = (amount: string, language: string) =>
  formatMoney(amount, 'ETB', language, { decimals: 2 })

/** A platform we cannot reach yet: it reports nothing, so its figures are not available. */
const NOT_CONNECTED = 'not_connected'

/**
 * A seller's ads for one channel (/social-ads or /telebirr-ads): create and edit, campaigns and
 * performance, every figure from the server's recorded impressions, clicks and spend.
 */
export function AdsManager({
  channel,
  categories,
}: {
  channel: AdChannel
  categories: AdCategory[]
}) {
  const { t, i18n } = useTranslation('ads')
  const ads = useSellerAds(channel)
  const [dialog, setDialog] = useState<{ open: boolean; ad?: SellerAd | undefined }>({
    open: false,
  })

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground">{t(`${channel}.description`)}</p>
        <Button onClick={() => setDialog({ open: true })}>
          <Plus aria-hidden="true" />
          {t('create')}
        </Button>
      </div>
      <p
        role="note"
        className="flex gap-2 rounded-lg border border-accent bg-[#fffbea] p-3 text-sm"
      >
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('notConnected')}
      </p>

      {ads.isPending ? (
        <div className="grid gap-3 sm:grid-cols-4" aria-busy="true">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-24" />
          ))}
          <Skeleton className="h-48 sm:col-span-4" />
        </div>
      ) : ads.isError ? (
        <ErrorState error={ads.error} onRetry={() => void ads.refetch()} />
      ) : (
        <AdsBody
          channel={channel}
          data={ads.data}
          language={i18n.language}
          onEdit={(ad) => setDialog({ open: true, ad })}
          onCreate={() => setDialog({ open: true })}
        />
      )}

      <AdDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
        channel={channel}
        ad={dialog.ad}
        categories={categories}
        links={{ store: ads.data?.store ?? null, products: ads.data?.products ?? [] }}
      />
    </div>
  )
}

function AdsBody({
  channel,
  data,
  language,
  onEdit,
  onCreate,
}: {
  channel: AdChannel
  data: SellerAdList
  language: string
  onEdit: (ad: SellerAd) => void
  onCreate: () => void
}) {
  const { t } = useTranslation('ads')
  const { summary } = data
  const cards = [
    { label: t('summary.spend'), value: birr(summary.spend, language) },
    { label: t('summary.impressions'), value: summary.impressions.toLocaleString(language) },
    { label: t('summary.clicks'), value: summary.clicks.toLocaleString(language) },
    {
      label: t('summary.conversions'),
      value: summary.conversions.toLocaleString(language),
      hint: t('summary.conversionsHint'),
    },
  ]
  const active = data.ads.filter((ad) => ad.isActive)
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {cards.map((card) => (
          <Card key={card.label}>
            <CardContent className="grid gap-1 p-4">
              <dt className="text-sm text-muted-foreground">{card.label}</dt>
              <dd className="text-xl font-bold">{card.value}</dd>
              {card.hint ? <dd className="text-xs text-muted-foreground">{card.hint}</dd> : null}
            </CardContent>
          </Card>
        ))}
      </dl>

      <Tabs.Root defaultValue="campaigns" className="grid gap-4">
        <Tabs.List
          aria-label={t(`${channel}.title`)}
          className="flex flex-wrap gap-1 rounded-lg border border-border bg-surface p-1"
        >
          <Tabs.Trigger value="campaigns" className={tabTriggerClass}>
            {channel === 'telebirr'
              ? t('tabs.active', { count: active.length })
              : t('tabs.campaigns')}
          </Tabs.Trigger>
          <Tabs.Trigger value="performance" className={tabTriggerClass}>
            {channel === 'telebirr' ? t('tabs.analytics') : t('tabs.performance')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="campaigns" className="min-w-0">
          {data.ads.length === 0 ? (
            <EmptyState
              icon={<Megaphone />}
              title={t('empty.title')}
              description={t('empty.description')}
              action={<Button onClick={onCreate}>{t('create')}</Button>}
            />
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {data.ads.map((ad) => (
                <li key={ad.id}>
                  <AdCard ad={ad} language={language} onEdit={() => onEdit(ad)} />
                </li>
              ))}
            </ul>
          )}
        </Tabs.Content>
        <Tabs.Content value="performance" className="grid min-w-0 gap-5">
          <PerformancePanel channel={channel} data={data} language={language} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  )
}

/** One status per ad: in review, rejected, stopped, or how an approved ad is running. */
function StatusBadge({ ad }: { ad: SellerAd }) {
  const { t } = useTranslation('ads')
  if (ad.approvalStatus === 'pending') return <Badge variant="warning">{t('status.pending')}</Badge>
  if (ad.approvalStatus === 'rejected')
    return <Badge variant="destructive">{t('status.rejected')}</Badge>
  if (!ad.isActive) return <Badge variant="secondary">{t('status.stopped')}</Badge>
  if (ad.isServing) return <Badge variant="success">{t('status.serving')}</Badge>
  if (Number(ad.figures.spend) >= Number(ad.budget))
    return <Badge variant="secondary">{t('status.budgetSpent')}</Badge>
  return <Badge variant="outline">{t('status.approved')}</Badge>
}

function AdCard({ ad, language, onEdit }: { ad: SellerAd; language: string; onEdit: () => void }) {
  const { t } = useTranslation('ads')
  const onError = (error: Error) =>
    toast.error(t('toast.errorTitle'), {
      description: errorMessage(error, t('toast.actionFailed')),
    })
  const toggle = useSetAdActive({
    onSuccess: (saved) => toast.success(saved.isActive ? t('toast.resumed') : t('toast.paused')),
    onError,
  })
  const remove = useDeleteAd({ onSuccess: () => toast.success(t('toast.deleted')), onError })
  const regions = ad.targetRegions.length
    ? ad.targetRegions.map((region) => t(`regions.${region}`)).join('، ')
    : t('card.allRegions')
  const figures = [
    [t('card.budget'), birr(ad.budget, language)],
    [t('card.spend'), birr(ad.figures.spend, language)],
    [t('card.impressions'), ad.figures.impressions.toLocaleString(language)],
    [t('card.clicks'), ad.figures.clicks.toLocaleString(language)],
  ] as const

  return (
    <Card className="flex h-full flex-col overflow-hidden">
      {ad.imageUrl ? (
        <img
          src={ad.imageUrl}
          alt=""
          loading="lazy"
          decoding="async"
          className="h-32 w-full bg-muted object-cover"
        />
      ) : null}
      <CardHeader className="gap-1">
        <div className="flex flex-wrap gap-1.5">
          <StatusBadge ad={ad} />
        </div>
        <CardTitle className="text-base">{ad.title}</CardTitle>
        <p className="text-sm text-muted-foreground">{ad.businessName}</p>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3 text-sm">
        {ad.description ? <p className="line-clamp-2">{ad.description}</p> : null}
        <dl className="grid grid-cols-2 gap-2">
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="text-xs text-muted-foreground">
          {t('card.dates', {
            start: formatDate(`${ad.startDate}T12:00:00+03:00`, language),
            end: formatDate(`${ad.endDate}T12:00:00+03:00`, language),
          })}
        </p>
        {ad.socialPlatforms.includes('telebirr') && ad.telebirrAdType ? (
          <p className="text-xs">
            {t('card.type')}: {t(`telebirrAdType.${ad.telebirrAdType}`)}
          </p>
        ) : null}
        <p className="text-xs">
          {t('card.regions')}: {regions}
        </p>
        <div className="flex flex-wrap items-start gap-1">
          {ad.socialPlatforms.map((platform) => (
            <Badge key={platform} variant="outline">
              {t(`platforms.${platform}`)}
            </Badge>
          ))}
        </div>
        {ad.reviewNote ? (
          <p className="rounded-md bg-muted p-2 text-xs">
            {t('card.reviewNote', { note: ad.reviewNote })}
          </p>
        ) : null}
        <div
          role="group"
          aria-label={t('card.actionsFor', { title: ad.title })}
          className="mt-auto flex flex-wrap gap-2"
        >
          <Button size="sm" variant="outline" onClick={onEdit}>
            <Pencil aria-hidden="true" />
            {t('card.edit')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={toggle.isPending}
            onClick={() => toggle.mutate({ id: ad.id, isActive: !ad.isActive })}
          >
            {ad.isActive ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
            {ad.isActive ? t('card.pause') : t('card.resume')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={remove.isPending}
            onClick={() => {
              if (window.confirm(t('card.confirmDelete', { title: ad.title }))) remove.mutate(ad.id)
            }}
          >
            <Trash2 aria-hidden="true" />
            {t('card.delete')}
          </Button>
        </div>
      </CardContent>
    </Card>
  )
}

function PerformancePanel({
  channel,
  data,
  language,
}: {
  channel: AdChannel
  data: SellerAdList
  language: string
}) {
  const { t } = useTranslation('ads')
  const platforms: readonly AdPlatform[] = channel === 'telebirr' ? ['telebirr'] : SOCIAL_PLATFORMS
  const campaigns = data.ads.flatMap((ad) =>
    ad.campaigns
      .filter((campaign) => platforms.includes(campaign.platform))
      .map((campaign) => ({ ...campaign, title: ad.title })),
  )
  const rates = [
    [t('performance.ctr'), `${data.summary.ctr}%`],
    [
      t('performance.cpc'),
      data.summary.costPerClick === null
        ? t('performance.noClicks')
        : birr(data.summary.costPerClick, language),
    ],
    [t('performance.conversionRate'), `${data.summary.conversionRate}%`],
  ] as const

  return (
    <>
      <section aria-labelledby="ads-onsite" className="grid gap-3">
        <h2 id="ads-onsite" className="text-lg font-semibold">
          {t('performance.onSite')}
        </h2>
        <dl className="grid gap-3 sm:grid-cols-3">
          {rates.map(([label, value]) => (
            <Card key={label}>
              <CardContent className="grid gap-1 p-4">
                <dt className="text-sm text-muted-foreground">{label}</dt>
                <dd className="text-xl font-bold">{value}</dd>
              </CardContent>
            </Card>
          ))}
        </dl>
        <p className="text-sm text-muted-foreground">{t('performance.pricing')}</p>
      </section>

      <section aria-labelledby="ads-by-ad" className="grid gap-3">
        <h2 id="ads-by-ad" className="text-lg font-semibold">
          {t('performance.byAdTitle')}
        </h2>
        {data.ads.length === 0 ? (
          <p className="text-muted-foreground">{t('empty.title')}</p>
        ) : (
          <div className="relative overflow-x-auto rounded-lg border border-border bg-surface">
            <table aria-labelledby="ads-by-ad" className="w-full min-w-[36rem] text-sm">
              <thead className="bg-muted text-start text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="p-3 text-start font-medium">
                    {t('performance.adColumn')}
                  </th>
                  {[t('card.impressions'), t('card.clicks'), t('card.ctr'), t('card.spend')].map(
                    (label) => (
                      <th key={label} scope="col" className="p-3 text-end font-medium">
                        {label}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {data.ads.map((ad) => (
                  <tr key={ad.id} className="border-t border-border">
                    <th scope="row" className="p-3 text-start font-medium">
                      {ad.title}
                    </th>
                    <td className="p-3 text-end tabular-nums">
                      {ad.figures.impressions.toLocaleString(language)}
                    </td>
                    <td className="p-3 text-end tabular-nums">
                      {ad.figures.clicks.toLocaleString(language)}
                    </td>
                    <td className="p-3 text-end tabular-nums">{`${ad.figures.ctr}%`}</td>
                    <td className="p-3 text-end tabular-nums">
                      {birr(ad.figures.spend, language)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="ads-regions" className="grid gap-3">
        <h2 id="ads-regions" className="text-lg font-semibold">
          {t('performance.regionsTitle')}
        </h2>
        {data.regions.length === 0 ? (
          <p className="text-muted-foreground">{t('performance.regionsEmpty')}</p>
        ) : (
          <ul className="grid gap-2">
            {data.regions.map((region) => {
              const label = t('performance.regionBar', {
                region: t(`regions.${region.region}`, { defaultValue: region.region }),
                impressions: region.impressions.toLocaleString(language),
                share: region.share,
              })
              return (
                <li key={region.region} className="grid gap-1">
                  <span className="text-sm">{label}</span>
                  <div
                    role="meter"
                    aria-label={label}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={region.share}
                    className="h-2.5 overflow-hidden rounded-full bg-muted"
                  >
                    <div className="h-full bg-primary" style={{ width: `${region.share}%` }} />
                  </div>
                </li>
              )
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="ads-platforms" className="grid gap-3">
        <h2 id="ads-platforms" className="text-lg font-semibold">
          {t('performance.platformsTitle')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          {platforms.map((platform) => {
            const figures = data.platforms.find((entry) => entry.platform === platform)
            return (
              <li key={platform}>
                <Card>
                  <CardContent className="grid content-start gap-1 p-4 text-sm">
                    <p className="font-semibold">{t(`platforms.${platform}`)}</p>
                    {figures ? (
                      <>
                        <p>{t('performance.platformCampaigns', { count: figures.campaigns })}</p>
                        <div className="flex flex-wrap gap-1">
                          {figures.statuses.map((status) => (
                            <Badge key={status} variant="secondary">
                              {t(`sync.${status}`, { defaultValue: status })}
                            </Badge>
                          ))}
                        </div>
                        {figures.statuses.every((status) => status === NOT_CONNECTED) ? (
                          // Nothing comes back from a platform we cannot reach: no figures to show.
                          <p className="text-muted-foreground">
                            {t('performance.offSiteNotConnected', {
                              platform: t(`platforms.${platform}`),
                            })}
                          </p>
                        ) : (
                          <p className="text-muted-foreground">
                            {t('card.impressions')}: {figures.impressions} · {t('card.clicks')}:{' '}
                            {figures.clicks} · {t('card.spend')}: {birr(figures.spend, language)}
                          </p>
                        )}
                      </>
                    ) : (
                      <p className="text-muted-foreground">{t('performance.noPlatform')}</p>
                    )}
                  </CardContent>
                </Card>
              </li>
            )
          })}
        </ul>
      </section>

      <section aria-labelledby="ads-campaigns" className="grid gap-3">
        <h2 id="ads-campaigns" className="text-lg font-semibold">
          {t('performance.campaignsTitle')}
        </h2>
        {campaigns.length === 0 ? (
          <EmptyState icon={<Megaphone />} title={t('empty.campaigns')} />
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {campaigns.map((campaign) => (
              <li key={campaign.id}>
                <Card>
                  <CardContent className="grid content-start gap-2 p-4 text-sm">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <p className="font-semibold">{campaign.title}</p>
                      <Badge variant="outline">{t(`platforms.${campaign.platform}`)}</Badge>
                    </div>
                    <p className="text-xs text-muted-foreground">
                      {t('card.created')}: {formatDate(campaign.createdAt, language)} ·{' '}
                      {t(`sync.${campaign.status}`, { defaultValue: campaign.status })}
                    </p>
                    <dl className="grid grid-cols-3 gap-2">
                      {(
                        [
                          [t('card.budget'), birr(campaign.budget, language)],
                          ...(campaign.status === NOT_CONNECTED
                            ? ([
                                [t('card.spend'), t('card.notAvailable')],
                                [t('card.impressions'), t('card.notAvailable')],
                                [t('card.clicks'), t('card.notAvailable')],
                              ] as const)
                            : ([
                                [t('card.spend'), birr(campaign.spend, language)],
                                [t('card.impressions'), String(campaign.impressions)],
                                [t('card.clicks'), String(campaign.clicks)],
                                [t('card.ctr'), `${campaign.ctr}%`],
                              ] as const)),
                        ] as const
                      ).map(([label, value]) => (
                        <div key={label}>
                          <dt className="text-xs text-muted-foreground">{label}</dt>
                          <dd className="font-semibold">{value}</dd>
                        </div>
                      ))}
                    </dl>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  )
}
