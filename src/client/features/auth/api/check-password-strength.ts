import type { PasswordStrengthInput, PasswordStrengthResult } from '#shared/contracts/auth.ts'
import { apiFetch } from '#client/lib/api-client.ts'

/** How hard the password is to guess, judged by the server as registration will judge it. */
export function checkPasswordStrength(
  input: PasswordStrengthInput,
): Promise<PasswordStrengthResult> {
  return apiFetch('/api/auth/password-strength', { method: 'POST', body: input })
}
