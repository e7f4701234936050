import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core'

export type LintProblem = {
  severity: 'error' | 'warn'
  rule: string
  message: string
  /** JSON pointer into the document, e.g. `#/paths/~1api~1orders/get`. */
  at: string
}

/** Lints an OpenAPI document with Redocly's `recommended` ruleset, in memory. */
export async function lintOpenapi(document: unknown): Promise<LintProblem[]> {
  const config = await createConfig({ extends: ['recommended'] })
  const problems: NormalizedProblem[] = await lintFromString({
    source: JSON.stringify(document),
    absoluteRef: 'openapi.json',
    config,
  })
  return problems
    .filter((problem) => problem.severity === 'error' || problem.severity === 'warn')
    .map((problem) => ({
      severity: problem.severity as LintProblem['severity'],
      rule: problem.ruleId,
      message: problem.message,
      at: problem.location[0]?.pointer ?? '',
    }))
}

export function formatProblem(problem: LintProblem): string {
  return `${problem.severity} ${problem.rule}: ${problem.message} (${problem.at})`
}
