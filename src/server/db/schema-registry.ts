// Drizzle's relational queries need every table and relation in one object. This is the only
// place that gathers them; application code imports tables from their own schema files.
import * as advertising from './schema/advertising.ts'
import * as analytics from './schema/analytics.ts'
import * as cart from './schema/cart.ts'
import * as catalog from './schema/catalog.ts'
import * as checkout from './schema/checkout.ts'
import * as chat from './schema/chat.ts'
import * as coupons from './schema/coupons.ts'
import * as currencies from './schema/currencies.ts'
import * as delivery from './schema/delivery.ts'
import * as messaging from './schema/messaging.ts'
import * as payments from './schema/payments.ts'
import * as relations from './schema/relations.ts'
import * as returns from './schema/returns.ts'
import * as revenue from './schema/revenue.ts'
import * as sellers from './schema/sellers.ts'
import * as services from './schema/services.ts'
import * as settings from './schema/settings.ts'
import * as support from './schema/support.ts'
import * as system from './schema/system.ts'
import * as users from './schema/users.ts'
import * as variants from './schema/variants.ts'
import * as walletCredits from './schema/wallet-credits.ts'

export const schema = {
  ...users,
  ...catalog,
  ...currencies,
  ...sellers,
  ...coupons,
  ...advertising,
  ...chat,
  ...services,
  ...delivery,
  ...payments,
  ...analytics,
  ...support,
  ...revenue,
  ...cart,
  ...checkout,
  ...system,
  ...messaging,
  ...variants,
  ...returns,
  ...settings,
  ...walletCredits,
  ...relations,
}
