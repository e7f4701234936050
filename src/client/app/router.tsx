import { Suspense, useLayoutEffect } from 'react'
import { Route, Switch, useLocation } from 'wouter'
import { PageSkeleton } from '#client/components/page-skeleton.tsx'
import { notFoundPage, pageRoutes } from './pages.tsx'
import { RouteErrorBoundary } from './route-error-boundary.tsx'

export function AppRouter() {
  const [location] = useLocation()
  // A new page starts at the top, as a full page load would.
  useLayoutEffect(() => {
    window.scrollTo(0, 0)
  }, [location])

  return (
    <RouteErrorBoundary key={location}>
      <Suspense fallback={<PageSkeleton />}>
        <Switch>
          {pageRoutes.map(({ path, page }) => (
            <Route key={path} path={path} component={page} />
          ))}
          <Route component={notFoundPage} />
        </Switch>
      </Suspense>
    </RouteErrorBoundary>
  )
}
