import { Component, type ReactNode } from 'react'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { PageContainer } from '#client/components/page-container.tsx'
import { i18n } from '#client/lib/i18n.ts'

type State = { error: unknown }

/**
 * Catches a page that fails to render or whose chunk fails to download (for example after a
 * deploy), so the header and footer stay usable. Keyed by location, so navigating away resets it.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { error }
  }

  override componentDidCatch(error: unknown) {
    console.error(error)
  }

  override render() {
    if (!this.state.error) return this.props.children
    return (
      <PageContainer>
        <ErrorState
          title={i18n.t('states.pageErrorTitle', { ns: 'common' })}
          description={i18n.t('states.pageErrorDescription', { ns: 'common' })}
          onRetry={() => window.location.reload()}
        />
      </PageContainer>
    )
  }
}
