import { FolderOpen, LoaderCircle, Search } from 'lucide-react'
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { SearchSuggestion } from '#shared/contracts/search.ts'
import { SEARCH_SUGGESTIONS_MIN_LENGTH } from '#shared/search-options.ts'
import { fieldControlClass } from '#client/components/ui/input.tsx'
import { cn } from '#client/lib/cn.ts'
import { useSuggestions } from '../api/get-suggestions.ts'
import { useDebouncedValue } from '#client/lib/use-debounced-value.ts'

const SUGGESTION_DELAY_MS = 200

/**
 * The search field as an ARIA combobox: suggestions open from two typed characters; arrows move
 * through them, Enter picks the highlighted one (or searches the text), Escape closes the list.
 */
export function SearchBox({
  initialQuery,
  onSearch,
  onPickCategory,
}: {
  initialQuery: string
  onSearch: (query: string) => void
  onPickCategory: (slug: string, query: string) => void
}) {
  const { t } = useTranslation('search')
  const id = useId()
  const inputId = `${id}-input`
  const listId = `${id}-list`
  const [text, setText] = useState(initialQuery)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)

  const typed = text.trim()
  const debounced = useDebouncedValue(typed, SUGGESTION_DELAY_MS)
  const long = typed.length >= SEARCH_SUGGESTIONS_MIN_LENGTH
  const suggestions = useSuggestions(long ? debounced : '')
  const options: SearchSuggestion[] = long ? (suggestions.data?.suggestions ?? []) : []
  const expanded = open && long && (options.length > 0 || suggestions.isFetching)

  function close() {
    setOpen(false)
    setActive(-1)
  }

  function choose(option: SearchSuggestion) {
    close()
    if (option.kind === 'category' && option.categorySlug) {
      onPickCategory(option.categorySlug, '')
      setText('')
      return
    }
    setText(option.text)
    onSearch(option.text)
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const option = expanded ? options[active] : undefined
    if (option) {
      choose(option)
      return
    }
    close()
    onSearch(typed)
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!long) return
      event.preventDefault()
      setOpen(true)
      if (options.length === 0) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      // Positions -1 (the field itself) to the last option, wrapping round.
      setActive((current) => ((current + 1 + step + options.length + 1) % (options.length + 1)) - 1)
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault()
      close()
    }
  }

  return (
    <form role="search" onSubmit={handleSubmit} className="relative">
      <label htmlFor={inputId} className="sr-only">
        {t('box.label')}
      </label>
      <div className="flex">
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
          />
          <input
            id={inputId}
            type="search"
            role="combobox"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
            enterKeyHint="search"
            autoComplete="off"
            maxLength={200}
            value={text}
            placeholder={t('box.placeholder')}
            onChange={(event) => {
              setText(event.target.value)
              setOpen(true)
              setActive(-1)
            }}
            onFocus={() => setOpen(true)}
            onBlur={close}
            onKeyDown={handleKeyDown}
            className={cn(fieldControlClass, 'h-12 rounded-e-none ps-10 text-base')}
          />
        </div>
        <button
          type="submit"
          className="inline-flex h-12 items-center justify-center gap-2 rounded-e-md bg-primary px-4 font-medium text-primary-foreground hover:bg-primary-hover focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <Search aria-hidden="true" className="size-5 sm:hidden" />
          <span className="max-sm:sr-only">{t('box.submit')}</span>
        </button>
      </div>

      <ul
        id={listId}
        role="listbox"
        aria-label={t('box.suggestions')}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-auto rounded-md border border-border bg-surface py-1 shadow-lg"
      >
        {options.length === 0 && suggestions.isFetching ? (
          <li
            role="presentation"
            className="flex items-center gap-2 px-3 py-2 text-sm text-muted-foreground"
          >
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            {t('box.loadingSuggestions')}
          </li>
        ) : null}
        {options.map((option, index) => (
          <li
            key={`${option.kind}-${option.text}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Keep focus in the field: the choice happens on click, before blur closes the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
            onMouseEnter={() => setActive(index)}
            className={cn(
              'flex cursor-pointer items-center gap-2 px-3 py-2 text-sm',
              index === active && 'bg-muted',
            )}
          >
            {option.kind === 'category' ? (
              <>
                <FolderOpen aria-hidden="true" className="size-4 shrink-0 text-primary" />
                <span className="truncate">{t('box.inCategory', { name: option.text })}</span>
              </>
            ) : (
              <>
                <Search aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <span className="truncate">{option.text}</span>
              </>
            )}
          </li>
        ))}
      </ul>
    </form>
  )
}
