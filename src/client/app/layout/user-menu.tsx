import {
  Bell,
  ChevronDown,
  FileText,
  LayoutDashboard,
  LogOut,
  ShieldCheck,
  User,
} from 'lucide-react'
import { DropdownMenu } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import { toast } from '#client/lib/toast.ts'
import { Link, useLocation } from 'wouter'
import type { SessionUser } from '#shared/contracts/auth.ts'
import { useLogout } from '#client/features/auth/api/logout.ts'
import { initials } from '#client/features/auth/lib/initials.ts'

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm text-foreground outline-none select-none ' +
  'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 data-[highlighted]:bg-primary-soft data-[highlighted]:text-primary'

export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation('common')
  const [, navigate] = useLocation()
  const logout = useLogout({
    onSuccess: () => {
      toast.success(t('logout.successTitle'), { description: t('logout.successDescription') })
      navigate('/')
    },
    onError: () => {
      toast.error(t('logout.failedTitle'), { description: t('logout.failedDescription') })
    },
  })

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t('header.userMenu', { name: user.firstName })}
        className="inline-flex items-center gap-2 rounded-full py-1 ps-1 pe-2 text-sm font-medium hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground"
        >
          {initials(user.firstName, user.lastName)}
        </span>
        <span className="hidden max-w-28 truncate sm:inline">{user.firstName}</span>
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-60 rounded-md border border-border bg-surface p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <p className="font-semibold text-foreground">
              {user.firstName} {user.lastName}
            </p>
            <p className="truncate text-sm text-muted-foreground">{user.email}</p>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/profile">
              <User aria-hidden="true" className="size-4" />
              {t('header.profile')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/notification-settings">
              <Bell aria-hidden="true" className="size-4" />
              {t('header.notificationSettings')}
            </Link>
          </DropdownMenu.Item>
          {user.isSeller ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link href="/dashboard">
                <LayoutDashboard aria-hidden="true" className="size-4" />
                {t('header.dashboard')}
              </Link>
            </DropdownMenu.Item>
          ) : null}
          {user.isSeller ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link href="/statements">
                <FileText aria-hidden="true" className="size-4" />
                {t('header.statements')}
              </Link>
            </DropdownMenu.Item>
          ) : null}
          {user.role === 'admin' ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link href="/admin">
                <ShieldCheck aria-hidden="true" className="size-4" />
                {t('header.adminConsole')}
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item
            className={itemClass}
            disabled={logout.isPending}
            onSelect={(event) => {
              // Keep the menu open so "Logging out..." stays visible until the answer arrives.
              event.preventDefault()
              logout.mutate()
            }}
          >
            <LogOut aria-hidden="true" className="size-4" />
            {logout.isPending ? t('header.loggingOut') : t('header.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
