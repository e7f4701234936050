import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { Button, buttonClass } from '#client/components/ui/button.tsx'
import { Checkbox } from '#client/components/ui/checkbox.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { ListSkeleton } from '#client/components/ui/list-skeleton.tsx'
import { toast } from '#client/lib/toast.ts'
import {
  NOTICE_CHANNELS,
  type ChannelState,
  type NoticeChannel,
  type NotificationSettings,
} from '#shared/contracts/messaging.ts'
import { useLinkTelegram } from '../api/link-telegram.ts'
import {
  useNotificationSettings,
  useSaveNotificationSettings,
} from '../api/notification-settings.ts'

/** Why a channel cannot reach the user, in words; null when it can. */
function channelNote(state: ChannelState, t: (key: string) => string): string | null {
  if (!state.siteConfigured) return t('channel.siteOff')
  if (!state.userReady) return t(`channel.userOff.${state.channel}`)
  return null
}

/** Each event the user may hear of, with in-site always on and SMS, email and Telegram to choose. */
export function NotificationSettingsForm() {
  const { t } = useTranslation('notifications')
  const settings = useNotificationSettings()
  const save = useSaveNotificationSettings()
  const link = useLinkTelegram()

  if (settings.isPending) return <ListSkeleton />
  if (settings.isError) {
    return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
  }
  const data = settings.data
  const states = new Map(data.channels.map((state) => [state.channel, state]))

  const toggle = (event: NotificationSettings['events'][number], channel: NoticeChannel) => {
    save.mutate(
      { events: [{ ...event, [channel]: !event[channel] }] },
      { onError: () => toast.error(t('saveFailed')) },
    )
  }

  const openTelegram = () =>
    link.mutate(undefined, {
      onSuccess: ({ url }) => window.open(url, '_blank', 'noopener'),
      onError: () => toast.error(t('telegram.failed')),
    })

  return (
    <div className="grid gap-5">
      <ul className="grid gap-2 text-sm">
        {NOTICE_CHANNELS.map((channel) => {
          const state = states.get(channel)!
          const note = channelNote(state, t)
          return (
            <li key={channel} className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{t(`channels.${channel}`)}:</span>
              <span className={note ? 'text-muted-foreground' : 'text-foreground'}>
                {note ?? t('channel.ready')}
              </span>
              {channel === 'telegram' && state.siteConfigured ? (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={openTelegram}
                  disabled={link.isPending}
                >
                  {state.userReady ? t('telegram.relink') : t('telegram.link')}
                </Button>
              ) : null}
              {channel !== 'telegram' && state.siteConfigured && !state.userReady ? (
                <Link href="/profile" className={buttonClass({ variant: 'ghost', size: 'sm' })}>
                  {t('channel.verify')}
                </Link>
              ) : null}
            </li>
          )
        })}
      </ul>
      <div className="relative overflow-x-auto rounded-lg border border-border bg-surface">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('title')}</caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="px-3 py-2 text-start">
                {t('event')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('channels.site')}
              </th>
              {NOTICE_CHANNELS.map((channel) => (
                <th key={channel} scope="col" className="px-3 py-2">
                  {t(`channels.${channel}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.events.map((event) => (
              <tr key={event.event} className="border-t border-border">
                <th scope="row" className="px-3 py-2 text-start font-normal">
                  {t(`events.${event.event}`)}
                  <span className="block text-xs text-muted-foreground">
                    {t(`audiences.${event.audience}`)}
                  </span>
                </th>
                <td className="px-3 py-2 text-center">
                  <Checkbox
                    checked
                    disabled
                    aria-label={`${t(`events.${event.event}`)}: ${t('channels.site')}`}
                  />
                </td>
                {NOTICE_CHANNELS.map((channel) => {
                  const state = states.get(channel)!
                  const reachable = state.siteConfigured && state.userReady
                  return (
                    <td key={channel} className="px-3 py-2 text-center">
                      <Checkbox
                        checked={event[channel]}
                        disabled={save.isPending}
                        onCheckedChange={() => toggle(event, channel)}
                        aria-label={`${t(`events.${event.event}`)}: ${t(`channels.${channel}`)}${reachable ? '' : ` (${t('channel.notSetUp')})`}`}
                      />
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-muted-foreground">{t('footnote')}</p>
    </div>
  )
}
