import { useTranslation } from 'react-i18next'
import { useMe } from '#client/lib/session.ts'
import { FavoriteToggle } from '#client/features/saved/components/save-toggles.tsx'
import { GlobalServicesPage } from '#client/features/services/components/global-services-page.tsx'

export default function GlobalServicesRoute() {
  const { t } = useTranslation('services')
  const me = useMe()
  // A failed session check reads as signed out: registering then offers sign-in.
  const signedIn = me.isPending ? undefined : Boolean(me.data)
  return (
    <>
      <title>{`${t('title')} · ${t('brand')}`}</title>
      <GlobalServicesPage
        signedIn={signedIn}
        cardActions={(service) =>
          me.isPending ? null : (
            <FavoriteToggle
              targetType="global_service"
              targetId={service.id}
              userId={me.data?.id ?? null}
              size="sm"
            />
          )
        }
      />
    </>
  )
}
