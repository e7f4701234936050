import { lazy, useEffect, type ComponentType } from 'react'
import { parse } from 'regexparam'
import { matchRoute } from 'wouter'

// Every page is its own chunk, so the first load carries only the shell and the page it lands on.
// A page can be loaded ahead (`preload`): the server does so before rendering it, and the browser
// before hydrating the server's HTML, so neither meets a suspended page on the first render.

type PageModule = { default: ComponentType }

export type Page = ComponentType & {
  preload: () => Promise<void>
  /** The page's module (its key in Vite's manifest): the server preloads its chunk with the page. */
  source: string
}

/** Marks the document once the page on screen responds to input (hydrated or rendered). */
function useMarkInteractive() {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true'
  }, [])
}

function lazyPage(load: () => Promise<PageModule>, source: string): Page {
  let loaded: ComponentType | undefined
  const Lazy = lazy(() =>
    load().then((module) => {
      loaded = module.default
      return module
    }),
  )
  const Page = ((props: object) => {
    useMarkInteractive()
    const Loaded = loaded
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />
  }) as Page
  Page.source = source
  Page.preload = async () => {
    loaded ??= (await load()).default
  }
  return Page
}

const Home = lazyPage(() => import('./routes/home.tsx'), 'src/client/app/routes/home.tsx')
const Products = lazyPage(
  () => import('./routes/products.tsx'),
  'src/client/app/routes/products.tsx',
)
const ProductDetail = lazyPage(
  () => import('./routes/product-detail.tsx'),
  'src/client/app/routes/product-detail.tsx',
)
const Sellers = lazyPage(() => import('./routes/sellers.tsx'), 'src/client/app/routes/sellers.tsx')
const SellerProfile = lazyPage(
  () => import('./routes/seller-profile.tsx'),
  'src/client/app/routes/seller-profile.tsx',
)
const Dashboard = lazyPage(
  () => import('./routes/dashboard.tsx'),
  'src/client/app/routes/dashboard.tsx',
)
const SocialAds = lazyPage(
  () => import('./routes/social-ads.tsx'),
  'src/client/app/routes/social-ads.tsx',
)
const TelebirrAds = lazyPage(
  () => import('./routes/telebirr-ads.tsx'),
  'src/client/app/routes/telebirr-ads.tsx',
)
const Delivery = lazyPage(
  () => import('./routes/delivery.tsx'),
  'src/client/app/routes/delivery.tsx',
)
const CourierDashboard = lazyPage(
  () => import('./routes/courier-dashboard.tsx'),
  'src/client/app/routes/courier-dashboard.tsx',
)
const Orders = lazyPage(() => import('./routes/orders.tsx'), 'src/client/app/routes/orders.tsx')
const OrderDetail = lazyPage(
  () => import('./routes/order-detail.tsx'),
  'src/client/app/routes/order-detail.tsx',
)
const Coupons = lazyPage(() => import('./routes/coupons.tsx'), 'src/client/app/routes/coupons.tsx')
const GlobalServices = lazyPage(
  () => import('./routes/global-services.tsx'),
  'src/client/app/routes/global-services.tsx',
)
const Wishlist = lazyPage(
  () => import('./routes/wishlist.tsx'),
  'src/client/app/routes/wishlist.tsx',
)
const Favorites = lazyPage(
  () => import('./routes/favorites.tsx'),
  'src/client/app/routes/favorites.tsx',
)
const Chat = lazyPage(() => import('./routes/chat.tsx'), 'src/client/app/routes/chat.tsx')
const AddProduct = lazyPage(
  () => import('./routes/add-product.tsx'),
  'src/client/app/routes/add-product.tsx',
)
const ProductImport = lazyPage(
  () => import('./routes/product-import.tsx'),
  'src/client/app/routes/product-import.tsx',
)
const Search = lazyPage(() => import('./routes/search.tsx'), 'src/client/app/routes/search.tsx')
const Register = lazyPage(
  () => import('./routes/register.tsx'),
  'src/client/app/routes/register.tsx',
)
const Login = lazyPage(() => import('./routes/login.tsx'), 'src/client/app/routes/login.tsx')
const ForgotPassword = lazyPage(
  () => import('./routes/forgot-password.tsx'),
  'src/client/app/routes/forgot-password.tsx',
)
const ResetPassword = lazyPage(
  () => import('./routes/reset-password.tsx'),
  'src/client/app/routes/reset-password.tsx',
)
const VerifyEmail = lazyPage(
  () => import('./routes/verify-email.tsx'),
  'src/client/app/routes/verify-email.tsx',
)
const Profile = lazyPage(() => import('./routes/profile.tsx'), 'src/client/app/routes/profile.tsx')
const NotificationSettings = lazyPage(
  () => import('./routes/notification-settings.tsx'),
  'src/client/app/routes/notification-settings.tsx',
)
const BecomeSeller = lazyPage(
  () => import('./routes/become-seller.tsx'),
  'src/client/app/routes/become-seller.tsx',
)
const Wallet = lazyPage(() => import('./routes/wallet.tsx'), 'src/client/app/routes/wallet.tsx')
const Statements = lazyPage(
  () => import('./routes/statements.tsx'),
  'src/client/app/routes/statements.tsx',
)
const Analytics = lazyPage(
  () => import('./routes/analytics.tsx'),
  'src/client/app/routes/analytics.tsx',
)
const Support = lazyPage(() => import('./routes/support.tsx'), 'src/client/app/routes/support.tsx')
const RevenueDashboard = lazyPage(
  () => import('./routes/revenue-dashboard.tsx'),
  'src/client/app/routes/revenue-dashboard.tsx',
)
const Cart = lazyPage(() => import('./routes/cart.tsx'), 'src/client/app/routes/cart.tsx')
const Checkout = lazyPage(
  () => import('./routes/checkout.tsx'),
  'src/client/app/routes/checkout.tsx',
)
const Payment = lazyPage(() => import('./routes/payment.tsx'), 'src/client/app/routes/payment.tsx')
const Admin = lazyPage(() => import('./routes/admin.tsx'), 'src/client/app/routes/admin.tsx')
const Terms = lazyPage(() => import('./routes/terms.tsx'), 'src/client/app/routes/terms.tsx')
const Privacy = lazyPage(() => import('./routes/privacy.tsx'), 'src/client/app/routes/privacy.tsx')
const Returns = lazyPage(() => import('./routes/returns.tsx'), 'src/client/app/routes/returns.tsx')
const Contact = lazyPage(() => import('./routes/contact.tsx'), 'src/client/app/routes/contact.tsx')
const Help = lazyPage(() => import('./routes/help.tsx'), 'src/client/app/routes/help.tsx')
const NotFound = lazyPage(
  () => import('./routes/not-found.tsx'),
  'src/client/app/routes/not-found.tsx',
)

export type PageRoute = {
  path: string
  page: Page
  /** Public pages the server renders with their content; the rest are rendered in the browser. */
  serverRendered: boolean
}

export const pageRoutes: PageRoute[] = [
  { path: '/', page: Home, serverRendered: true },
  { path: '/products', page: Products, serverRendered: true },
  { path: '/products/:id', page: ProductDetail, serverRendered: true },
  { path: '/sellers', page: Sellers, serverRendered: true },
  { path: '/sellers/:id', page: SellerProfile, serverRendered: true },
  { path: '/dashboard', page: Dashboard, serverRendered: false },
  { path: '/seller-dashboard', page: Dashboard, serverRendered: false },
  { path: '/social-ads', page: SocialAds, serverRendered: false },
  { path: '/telebirr-ads', page: TelebirrAds, serverRendered: false },
  { path: '/delivery', page: Delivery, serverRendered: false },
  { path: '/courier-dashboard', page: CourierDashboard, serverRendered: false },
  { path: '/orders', page: Orders, serverRendered: false },
  { path: '/orders/:id', page: OrderDetail, serverRendered: false },
  { path: '/coupons', page: Coupons, serverRendered: true },
  { path: '/global-services', page: GlobalServices, serverRendered: true },
  { path: '/wishlist', page: Wishlist, serverRendered: false },
  { path: '/cart', page: Cart, serverRendered: false },
  { path: '/checkout', page: Checkout, serverRendered: false },
  { path: '/payment/:paymentId', page: Payment, serverRendered: false },
  { path: '/favorites', page: Favorites, serverRendered: false },
  { path: '/chat', page: Chat, serverRendered: false },
  { path: '/add-product', page: AddProduct, serverRendered: false },
  { path: '/seller-products/import', page: ProductImport, serverRendered: false },
  { path: '/search', page: Search, serverRendered: true },
  { path: '/register', page: Register, serverRendered: false },
  { path: '/login', page: Login, serverRendered: false },
  { path: '/forgot-password', page: ForgotPassword, serverRendered: false },
  { path: '/reset-password', page: ResetPassword, serverRendered: false },
  { path: '/verify-email', page: VerifyEmail, serverRendered: false },
  { path: '/profile', page: Profile, serverRendered: false },
  { path: '/notification-settings', page: NotificationSettings, serverRendered: false },
  { path: '/become-seller', page: BecomeSeller, serverRendered: false },
  { path: '/wallet', page: Wallet, serverRendered: false },
  { path: '/statements', page: Statements, serverRendered: false },
  { path: '/analytics', page: Analytics, serverRendered: false },
  { path: '/support', page: Support, serverRendered: false },
  { path: '/revenue-dashboard', page: RevenueDashboard, serverRendered: false },
  { path: '/admin', page: Admin, serverRendered: false },
  { path: '/terms', page: Terms, serverRendered: true },
  { path: '/privacy', page: Privacy, serverRendered: true },
  { path: '/returns', page: Returns, serverRendered: true },
  { path: '/contact', page: Contact, serverRendered: true },
  { path: '/help', page: Help, serverRendered: true },
]

export const notFoundPage: Page = NotFound

/** The route a path shows (the not-found page when none), with its parameters. */
export function findPageRoute(path: string): {
  route: PageRoute | undefined
  params: Record<string, string>
} {
  for (const route of pageRoutes) {
    // The same pattern parser wouter's <Route> uses.
    const [matches, params] = matchRoute(parse, route.path, path)
    if (matches) return { route, params: (params ?? {}) as Record<string, string> }
  }
  return { route: undefined, params: {} }
}
