import { LogIn, Store } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter'
import { buttonClass } from '#client/components/ui/button.tsx'
import { Card, CardContent } from '#client/components/ui/card.tsx'

/** Ads are run by sellers: a visitor is asked to sign in, a buyer to become a seller. */
export function AdsGate({
  user,
  children,
}: {
  user: { isSeller: boolean; sellerId: string | null } | null
  children: ReactNode
}) {
  const { t } = useTranslation('ads')
  const [location] = useLocation()
  if (user && user.isSeller && user.sellerId) return children
  const signedOut = user === null
  const Icon = signedOut ? LogIn : Store
  const key = signedOut ? 'signIn' : 'notSeller'
  return (
    <Card className="mx-auto max-w-md">
      <CardContent className="grid justify-items-center gap-3 p-8 text-center">
        <Icon aria-hidden="true" className="size-10 text-primary" />
        <h2 className="text-xl font-bold">{t(`${key}.title`)}</h2>
        <p className="text-muted-foreground">{t(`${key}.description`)}</p>
        <Link
          href={signedOut ? `/login?next=${encodeURIComponent(location)}` : '/become-seller'}
          className={buttonClass()}
        >
          {t(`${key}.action`)}
        </Link>
      </CardContent>
    </Card>
  )
}
