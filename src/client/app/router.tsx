import {
  lazy,
  Suspense,
  useLayoutEffect,
  type ComponentType,
  type LazyExoticComponent,
} from 'react'
import { Route, Switch, useLocation } from 'wouter'
import { PageSkeleton } from '#client/components/page-skeleton.tsx'
import { RouteErrorBoundary } from './route-error-boundary.tsx'

// Every page is its own chunk, so the first load carries only the shell and the page it lands on.
type Page = LazyExoticComponent<ComponentType>

const Home = lazy(() => import('./routes/home.tsx'))
const Products = lazy(() => import('./routes/products.tsx'))
const ProductDetail = lazy(() => import('./routes/product-detail.tsx'))
const Sellers = lazy(() => import('./routes/sellers.tsx'))
const SellerProfile = lazy(() => import('./routes/seller-profile.tsx'))
const Dashboard = lazy(() => import('./routes/dashboard.tsx'))
const SocialAds = lazy(() => import('./routes/social-ads.tsx'))
const TelebirrAds = lazy(() => import('./routes/telebirr-ads.tsx'))
const Delivery = lazy(() => import('./routes/delivery.tsx'))
const CourierDashboard = lazy(() => import('./routes/courier-dashboard.tsx'))
const Orders = lazy(() => import('./routes/orders.tsx'))
const OrderDetail = lazy(() => import('./routes/order-detail.tsx'))
const Coupons = lazy(() => import('./routes/coupons.tsx'))
const GlobalServices = lazy(() => import('./routes/global-services.tsx'))
const Wishlist = lazy(() => import('./routes/wishlist.tsx'))
const Favorites = lazy(() => import('./routes/favorites.tsx'))
const Chat = lazy(() => import('./routes/chat.tsx'))
const AddProduct = lazy(() => import('./routes/add-product.tsx'))
const Search = lazy(() => import('./routes/search.tsx'))
const Register = lazy(() => import('./routes/register.tsx'))
const Login = lazy(() => import('./routes/login.tsx'))
const Profile = lazy(() => import('./routes/profile.tsx'))
const BecomeSeller = lazy(() => import('./routes/become-seller.tsx'))
const Wallet = lazy(() => import('./routes/wallet.tsx'))
const Analytics = lazy(() => import('./routes/analytics.tsx'))
const Support = lazy(() => import('./routes/support.tsx'))
const RevenueDashboard = lazy(() => import('./routes/revenue-dashboard.tsx'))
const Cart = lazy(() => import('./routes/cart.tsx'))
const Checkout = lazy(() => import('./routes/checkout.tsx'))
const Payment = lazy(() => import('./routes/payment.tsx'))
const Admin = lazy(() => import('./routes/admin.tsx'))
const Terms = lazy(() => import('./routes/terms.tsx'))
const Privacy = lazy(() => import('./routes/privacy.tsx'))
const Returns = lazy(() => import('./routes/returns.tsx'))
const Contact = lazy(() => import('./routes/contact.tsx'))
const Help = lazy(() => import('./routes/help.tsx'))
const NotFound = lazy(() => import('./routes/not-found.tsx'))

const routes: [path: string, page: Page][] = [
  ['/', Home],
  ['/products', Products],
  ['/products/:id', ProductDetail],
  ['/sellers', Sellers],
  ['/sellers/:id', SellerProfile],
  ['/dashboard', Dashboard],
  // Linked from the profile's seller tab; the same seller dashboard.
  ['/seller-dashboard', Dashboard],
  ['/social-ads', SocialAds],
  ['/telebirr-ads', TelebirrAds],
  ['/delivery', Delivery],
  ['/courier-dashboard', CourierDashboard],
  ['/orders', Orders],
  ['/orders/:id', OrderDetail],
  ['/coupons', Coupons],
  ['/global-services', GlobalServices],
  ['/wishlist', Wishlist],
  ['/cart', Cart],
  ['/checkout', Checkout],
  ['/payment/:paymentId', Payment],
  ['/favorites', Favorites],
  ['/chat', Chat],
  ['/add-product', AddProduct],
  ['/search', Search],
  ['/register', Register],
  ['/login', Login],
  ['/profile', Profile],
  ['/become-seller', BecomeSeller],
  ['/wallet', Wallet],
  ['/analytics', Analytics],
  ['/support', Support],
  ['/revenue-dashboard', RevenueDashboard],
  ['/admin', Admin],
  ['/terms', Terms],
  ['/privacy', Privacy],
  ['/returns', Returns],
  ['/contact', Contact],
  ['/help', Help],
]

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
          {routes.map(([path, Page]) => (
            <Route key={path} path={path} component={Page} />
          ))}
          <Route component={NotFound} />
        </Switch>
      </Suspense>
    </RouteErrorBoundary>
  )
}
