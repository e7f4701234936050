// Messages that both sides show: validation messages of the shared zod contracts and the error
// codes the server answers with. Keys are stable; the client loads them as its `messages` namespace
// and the server translates with them, so a message reads the same wherever it is raised.
import { messagesAm } from './messages-am.ts'
import { messagesEn } from './messages-en.ts'

export const messages = { am: messagesAm, en: messagesEn } as const

export type MessageKey = keyof (typeof messages)['en']

export function translate(
  key: string,
  language: 'am' | 'en',
  values: Record<string, string | number> = {},
): string {
  const table = messages[language] as Record<string, string>
  const template = table[key] ?? (messages.en as Record<string, string>)[key] ?? key
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''))
}
