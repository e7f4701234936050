import type { FastifyRequest } from 'fastify'
import type { UiLanguage } from '#shared/constants.ts'
import { uiLanguageFor } from '#shared/language.ts'

/**
 * The language to answer in: the client states its interface language in Accept-Language; a
 * request without one follows the signed-in user's preference; Amharic otherwise.
 */
export function requestLanguage(request: FastifyRequest): UiLanguage {
  const header = request.headers['accept-language']
  const first = header?.split(',')[0]?.trim().slice(0, 2).toLowerCase()
  if (first === 'am' || first === 'en' || first === 'ti' || first === 'om' || first === 'or') {
    return uiLanguageFor(first)
  }
  return uiLanguageFor(request.user?.preferredLanguage)
}
