/** The variant an order line is of ("Weight: 500 g"), as it read when ordered; nothing otherwise. */
export function VariantLabel({ label, className }: { label: string | null; className?: string }) {
  if (!label) return null
  return <p className={className ?? 'text-sm text-muted-foreground break-words'}>{label}</p>
}
