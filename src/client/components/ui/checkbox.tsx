import { Check } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '#client/lib/cn.ts'

type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'checked' | 'onChange'> & {
  checked: boolean
  /** Absent for a box that only shows a setting that cannot change (give it `disabled`). */
  onCheckedChange?: (checked: boolean) => void
}

/**
 * A native checkbox drawn in the site's colours; pair it with a <Label htmlFor> (or use
 * CheckboxField) so it has a name. Native rather than a scripted one: it renders once (the
 * scripted kind measured itself and rendered twice more in the task that hydrates a page), works
 * before the page's scripts have loaded, and is a form control to every assistive technology.
 */
export function Checkbox({ className, checked, onCheckedChange, ...props }: CheckboxProps) {
  return (
    <span className={cn('relative inline-flex size-5 shrink-0', className)}>
      <input
        type="checkbox"
        checked={checked}
        readOnly={!onCheckedChange}
        onChange={onCheckedChange ? (event) => onCheckedChange(event.target.checked) : undefined}
        className={cn(
          'peer size-5 cursor-pointer appearance-none rounded border-2 border-input bg-surface',
          'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
          'checked:border-primary checked:bg-primary',
          'disabled:cursor-not-allowed disabled:opacity-60',
        )}
        {...props}
      />
      <Check
        aria-hidden="true"
        strokeWidth={3}
        className="pointer-events-none absolute inset-0.5 hidden size-4 text-primary-foreground peer-checked:block"
      />
    </span>
  )
}

/** A checkbox with its label (and optional hint) to the right. */
export function CheckboxField({
  id,
  label,
  hint,
  checked,
  onCheckedChange,
  disabled,
  className,
}: {
  id: string
  label: string
  hint?: string
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  disabled?: boolean
  className?: string
}) {
  const hintId = hint ? `${id}-hint` : undefined
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        disabled={disabled}
        aria-describedby={hintId}
        className="mt-0.5"
      />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-medium text-foreground">
          {label}
        </label>
        {hint ? (
          <p id={hintId} className="text-sm text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  )
}
