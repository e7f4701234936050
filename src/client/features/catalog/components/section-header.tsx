import { ArrowRight } from 'lucide-react'
import { Link } from 'wouter'

/** A home-page section heading with an optional "view all" link beside it. */
export function SectionHeader({
  id,
  title,
  description,
  link,
}: {
  id: string
  title: string
  description?: string
  link?: { href: string; label: string }
}) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
      <div>
        <h2 id={id} className="text-xl font-bold sm:text-2xl">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {link ? (
        <Link
          href={link.href}
          className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline"
        >
          {link.label}
          <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
        </Link>
      ) : null}
    </div>
  )
}
