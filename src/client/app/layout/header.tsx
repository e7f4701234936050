import { Heart, Menu, MessageCircle, Star, X } from 'lucide-react'
import { lazy, Suspense, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useSearch } from 'wouter'
import { useMe } from '#client/lib/session.ts'
import { ChatUnreadBadge } from '#client/features/chat/components/unread-badge.tsx'
import { SavedCountBadge } from '#client/features/saved/components/saved-count-badge.tsx'
import { buttonClass } from '#client/components/ui/button.tsx'
import { cn } from '#client/lib/cn.ts'
import { useAuthHref } from '#client/lib/next-path.ts'
import { CurrencyPickerOnDemand } from '#client/features/currency/components/currency-picker-on-demand.tsx'
import { HeaderSearch } from './header-search.tsx'
import { LanguageSwitcher } from './language-switcher.tsx'
import { isNavLinkActive, MOBILE_EXTRA_LINKS, NAV_LINKS } from './nav-links.ts'

// The menu (Radix dropdown and its positioning engine) is only needed once someone is signed in,
// so it stays out of the first load.
const UserMenu = lazy(() =>
  import('./user-menu.tsx').then((module) => ({ default: module.UserMenu })),
)
// The cart badge (and the visitor-cart merge it runs) loads after the first paint as well.
const CartLink = lazy(() =>
  import('#client/features/cart/components/cart-link.tsx').then((module) => ({
    default: module.CartLink,
  })),
)

const iconLinkClass =
  'inline-flex size-10 items-center justify-center rounded-full text-foreground hover:bg-muted hover:text-primary ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring'

export function Header() {
  const { t } = useTranslation('common')
  const { data: user, isPending } = useMe()
  const loginHref = useAuthHref('/login')
  const registerHref = useAuthHref('/register')
  const [menuOpen, setMenuOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)
  const closeMenu = () => setMenuOpen(false)

  return (
    <header
      className="sticky top-0 z-40 border-b border-border bg-surface/95 backdrop-blur"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && menuOpen) {
          setMenuOpen(false)
          menuButton.current?.focus()
        }
      }}
    >
      <div className="mx-auto flex w-full max-w-6xl items-center gap-3 px-4 py-3">
        <button
          ref={menuButton}
          type="button"
          className={cn(iconLinkClass, 'lg:hidden')}
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? 'mobile-menu' : undefined}
          aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
        </button>

        <Link
          href="/"
          onClick={closeMenu}
          className="flex shrink-0 flex-col rounded-md leading-tight"
        >
          <span lang="am" className="text-xl font-bold text-primary">
            ሰላም ገበያ
          </span>
          <span lang="en" className="text-xs font-medium text-muted-foreground">
            Selam Market
          </span>
        </Link>

        <div className="mx-2 hidden max-w-md flex-1 md:block">
          <HeaderSearch id="header-search" />
        </div>

        <div className="ms-auto flex items-center gap-1 sm:gap-2">
          <CurrencyPickerOnDemand saveToAccount={Boolean(user)} />
          <div className="hidden sm:block">
            <LanguageSwitcher />
          </div>
          <Suspense fallback={<span aria-hidden="true" className="size-10" />}>
            <CartLink userId={user?.id ?? null} className={iconLinkClass} />
          </Suspense>
          {isPending ? (
            <span className="size-10" aria-hidden="true" />
          ) : user ? (
            <>
              <nav aria-label={t('nav.account')} className="hidden items-center sm:flex">
                <Link
                  href="/wishlist"
                  className={cn(iconLinkClass, 'relative')}
                  aria-label={t('nav.wishlist')}
                  aria-describedby="header-wishlist-count"
                  title={t('nav.wishlist')}
                >
                  <Heart aria-hidden="true" className="size-5" />
                  <SavedCountBadge kind="wishlist" id="header-wishlist-count" />
                </Link>
                <Link
                  href="/favorites"
                  className={cn(iconLinkClass, 'relative')}
                  aria-label={t('nav.favorites')}
                  aria-describedby="header-favorites-count"
                  title={t('nav.favorites')}
                >
                  <Star aria-hidden="true" className="size-5" />
                  <SavedCountBadge kind="favorites" id="header-favorites-count" />
                </Link>
                <Link
                  href="/chat"
                  className={cn(iconLinkClass, 'relative')}
                  aria-label={t('nav.chat')}
                  aria-describedby="header-chat-count"
                  title={t('nav.chat')}
                >
                  <MessageCircle aria-hidden="true" className="size-5" />
                  <ChatUnreadBadge id="header-chat-count" />
                </Link>
              </nav>
              <Suspense
                fallback={<span aria-hidden="true" className="size-10 rounded-full bg-muted" />}
              >
                <UserMenu user={user} />
              </Suspense>
            </>
          ) : (
            <>
              <Link href={loginHref} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
                {t('header.login')}
              </Link>
              {/* Narrow phones have no room for both buttons; the menu carries Register there. */}
              <span className="hidden sm:inline-flex">
                <Link href={registerHref} className={buttonClass({ size: 'sm' })}>
                  {t('header.register')}
                </Link>
              </span>
            </>
          )}
        </div>
      </div>

      <nav aria-label={t('nav.main')} className="hidden border-t border-border lg:block">
        <ul className="mx-auto flex w-full max-w-6xl flex-wrap gap-x-1 px-2 py-1">
          {NAV_LINKS.map((link) => (
            <li key={link.key}>
              <NavLink href={link.href} navKey={link.key}>
                {t(`nav.${link.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      {menuOpen ? (
        <div
          id="mobile-menu"
          className="max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-border bg-surface lg:hidden"
        >
          <div className="mx-auto grid w-full max-w-6xl gap-4 px-4 py-4">
            <div className="md:hidden">
              <HeaderSearch id="mobile-search" onSearch={closeMenu} />
            </div>
            <div className="flex flex-wrap items-center gap-3 sm:hidden">
              <LanguageSwitcher />
              {!isPending && !user ? (
                <Link
                  href={registerHref}
                  onClick={closeMenu}
                  className={buttonClass({ size: 'sm' })}
                >
                  {t('header.register')}
                </Link>
              ) : null}
            </div>
            <nav aria-label={t('nav.main')}>
              <ul className="grid gap-1 sm:grid-cols-2">
                {[...NAV_LINKS, ...MOBILE_EXTRA_LINKS].map((link) => (
                  <li key={link.key}>
                    <NavLink href={link.href} navKey={link.key} onClick={closeMenu} block>
                      {t(`nav.${link.key}`)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </div>
      ) : null}
    </header>
  )
}

function NavLink({
  href,
  navKey,
  children,
  onClick,
  block,
}: {
  href: string
  navKey: string
  children: string
  onClick?: () => void
  block?: boolean
}) {
  const [path] = useLocation()
  const active = isNavLinkActive(navKey, href, path, useSearch())
  return (
    <Link
      href={href}
      onClick={onClick}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'rounded-md px-3 py-2 text-sm font-medium hover:bg-primary-soft hover:text-primary',
        'focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring',
        block ? 'block' : 'inline-block',
        active ? 'text-primary' : 'text-foreground',
      )}
    >
      {children}
    </Link>
  )
}
