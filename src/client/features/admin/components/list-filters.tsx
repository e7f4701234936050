import { Input } from '#client/components/ui/input.tsx'
import { Select } from '#client/components/ui/select.tsx'

/** A search box and one status filter above an admin list; either change goes back to page 1. */
export function ListFilters<Filter extends string>({
  searchLabel,
  search,
  onSearch,
  filterLabel,
  filter,
  filters,
  filterText,
  onFilter,
}: {
  searchLabel: string
  search: string
  onSearch: (value: string) => void
  filterLabel: string
  filter: Filter
  filters: readonly Filter[]
  filterText: (value: Filter) => string
  onFilter: (value: Filter) => void
}) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <label className="grid gap-1 text-sm font-medium">
        {searchLabel}
        <Input
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          className="w-64"
        />
      </label>
      <label className="grid gap-1 text-sm font-medium">
        {filterLabel}
        <Select
          value={filter}
          onChange={(event) => onFilter(event.target.value as Filter)}
          className="w-48"
        >
          {filters.map((value) => (
            <option key={value} value={value}>
              {filterText(value)}
            </option>
          ))}
        </Select>
      </label>
    </div>
  )
}
