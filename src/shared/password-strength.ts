import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import * as english from '@zxcvbn-ts/language-en'

// Estimates how quickly a cracker would guess a password (zxcvbn: common-password lists, names,
// words, keyboard rows, dates, repeats, l33t). The dictionaries are large: the client imports this
// module lazily, so they stay out of the first page load.

/** zxcvbn scores 0-4; 3 means "safely unguessable" against online and slow-hash offline attacks. */
export const MIN_PASSWORD_SCORE = 3

export type PasswordReason =
  | 'validation.passwordCommon'
  | 'validation.passwordPattern'
  | 'validation.passwordPersonal'
  | 'validation.passwordWeak'

export type PasswordStrength = {
  /** 0 (guessed at once) to 4 (very hard to guess). */
  score: 0 | 1 | 2 | 3 | 4
  acceptable: boolean
  /** Why it is refused, as a message key; null when acceptable. */
  reason: PasswordReason | null
}

let factory: ZxcvbnFactory | undefined
const estimator = () =>
  (factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  }))

// zxcvbn's warning names the pattern that made the password guessable.
const PATTERN_WARNINGS = new Set([
  'straightRow',
  'keyPattern',
  'simpleRepeat',
  'extendedRepeat',
  'sequences',
  'recentYears',
  'dates',
])
const COMMON_WARNINGS = new Set(['topTen', 'topHundred', 'common', 'similarToCommon', 'pwned'])

function warningName(result: ZxcvbnResult): string | null {
  const warning = result.feedback.warning
  if (!warning) return null
  const entry = Object.entries(english.translations.warnings).find(([, text]) => text === warning)
  return entry?.[0] ?? null
}

/**
 * Scores a password. `personal` holds what the person typed elsewhere in the form (name, email,
 * username): a password built from them is easy to guess for anyone who knows them.
 */
export function checkPasswordStrength(password: string, personal: string[] = []): PasswordStrength {
  // zxcvbn's cost grows with length; beyond 100 characters the first 100 decide.
  const result = estimator().check(password.slice(0, 100), personal.filter(Boolean))
  const score = result.score
  const acceptable = score >= MIN_PASSWORD_SCORE
  if (acceptable) return { score, acceptable, reason: null }
  const warning = warningName(result)
  const reason: PasswordReason =
    warning && COMMON_WARNINGS.has(warning)
      ? 'validation.passwordCommon'
      : warning && PATTERN_WARNINGS.has(warning)
        ? 'validation.passwordPattern'
        : warning === 'userInputs'
          ? 'validation.passwordPersonal'
          : 'validation.passwordWeak'
  return { score, acceptable, reason }
}
