import { useUnreadCount } from '../api/get-unread-count.ts'

/**
 * The header's unread-message count beside the chat icon, for a signed-in user. Nothing shows
 * while loading, on failure or at zero. `id` lets the icon link point at it with aria-describedby.
 */
export function ChatUnreadBadge({ id }: { id: string }) {
  const unread = useUnreadCount(true)
  const count = unread.data?.count ?? 0
  if (count <= 0) return null
  return (
    <span
      id={id}
      className="absolute -end-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[0.6875rem] leading-none font-bold text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  )
}
