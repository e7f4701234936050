import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { DataSaverSwitch } from './data-saver-switch.tsx'

const HELP_LINKS = [
  { href: '/help', key: 'helpCentre' },
  { href: '/contact', key: 'contact' },
  { href: '/returns', key: 'returns' },
  { href: '/terms', key: 'terms' },
  { href: '/privacy', key: 'privacy' },
] as const

export function Footer() {
  const { t } = useTranslation('common')
  const linkClass = 'text-[#e5e7eb] underline-offset-4 hover:text-white hover:underline'
  return (
    <footer className="mt-12 bg-[#0f2a1c] text-[#e5e7eb]">
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-xl font-bold text-white">{t('brand.name')}</p>
          <p className="mt-2 text-sm">{t('footer.tagline')}</p>
          <div className="mt-4">
            <DataSaverSwitch />
          </div>
        </div>
        <nav aria-labelledby="footer-buyers">
          <h2 id="footer-buyers" className="font-semibold text-white">
            {t('footer.forBuyers')}
          </h2>
          <ul className="mt-3 grid gap-2 text-sm">
            <li>
              <Link href="/products" className={linkClass}>
                {t('footer.browseProducts')}
              </Link>
            </li>
            <li>
              <Link href="/sellers" className={linkClass}>
                {t('footer.sellers')}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-sellers">
          <h2 id="footer-sellers" className="font-semibold text-white">
            {t('footer.forSellers')}
          </h2>
          <ul className="mt-3 grid gap-2 text-sm">
            <li>
              <Link href="/dashboard" className={linkClass}>
                {t('footer.sellerDashboard')}
              </Link>
            </li>
            <li>
              <Link href="/become-seller" className={linkClass}>
                {t('footer.becomeSeller')}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help" className="font-semibold text-white">
            {t('footer.help')}
          </h2>
          <ul className="mt-3 grid gap-2 text-sm">
            {HELP_LINKS.map(({ href, key }) => (
              <li key={href}>
                <Link href={href} className={linkClass}>
                  {t(`footer.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/20">
        <p className="mx-auto w-full max-w-6xl px-4 py-4 text-sm">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  )
}
