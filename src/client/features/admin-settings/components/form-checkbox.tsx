import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'
import { CheckboxField } from '#client/components/ui/checkbox.tsx'

/** A boolean form field as a labelled checkbox. */
export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  id,
  label,
  hint,
}: {
  control: Control<T, unknown, unknown>
  name: Path<T>
  id: string
  label: string
  hint?: string
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <CheckboxField
          id={id}
          label={label}
          hint={hint}
          checked={Boolean(field.value)}
          onCheckedChange={field.onChange}
        />
      )}
    />
  )
}
