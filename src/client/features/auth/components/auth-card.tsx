import type { ReactNode } from 'react'
import { Card } from '#client/components/ui/card.tsx'

/** The centred card that the sign-in and sign-up forms sit in. */
export function AuthCard({
  title,
  description,
  children,
  footer,
  wide,
}: {
  title: string
  description?: string
  children: ReactNode
  footer?: ReactNode
  wide?: boolean
}) {
  return (
    <div className={`mx-auto w-full px-4 py-10 ${wide ? 'max-w-2xl' : 'max-w-md'}`}>
      <Card>
        <div className="p-6 pb-2 text-center">
          <h1 className="text-2xl font-bold">{title}</h1>
          {description ? <p className="mt-1 text-muted-foreground">{description}</p> : null}
        </div>
        <div className="p-6 pt-4">{children}</div>
        {footer ? (
          <div className="border-t border-border p-6 pt-4 text-center text-sm">{footer}</div>
        ) : null}
      </Card>
    </div>
  )
}
