// Every translation file, locales/<language>/<namespace>.json, is its own chunk. This map of them
// (four languages times every namespace) is itself a chunk, loaded the first time a string file is
// needed that the page did not bring with it: a server-rendered first view never needs it.
export const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>(
  '../locales/*/*.json',
)
