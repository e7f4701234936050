// Turns the demo content into table rows. Pure: the same inputs give the same rows (ids
// included), so the seed is reproducible and this can be checked without a database.
import type { NewAdvertisement, NewSocialMediaCampaign } from '#server/db/schema/advertising.ts'
import type {
  NewCategory,
  NewFavorite,
  NewProduct,
  NewProductImage,
  NewWishlist,
} from '#server/db/schema/catalog.ts'
import type { NewCoupon } from '#server/db/schema/coupons.ts'
import type { NewCurrency, NewExchangeRate } from '#server/db/schema/currencies.ts'
import type { NewCourier } from '#server/db/schema/delivery.ts'
import type {
  NewBuyerMembership,
  NewListingFee,
  NewSellerSubscription,
  NewSubscriptionPlan,
  NewUserBuyerMembership,
} from '#server/db/schema/revenue.ts'
import type {
  NewCommissionTier,
  NewSeller,
  NewTrialPlan,
  NewTrialUsage,
  NewUserTrial,
} from '#server/db/schema/sellers.ts'
import type { NewGlobalService } from '#server/db/schema/services.ts'
import type { NewFaq, NewSupportCategory } from '#server/db/schema/support.ts'
import type { NewUser } from '#server/db/schema/users.ts'
import {
  type CategorySeed,
  type CategorySlug,
  type ProductTemplate,
  type ProductVariant,
  categorySeeds,
  productTemplates,
} from './catalog-data.ts'
import { adSeeds, couponSeeds, globalServiceSeeds } from './marketing-data.ts'
import {
  type PersonSeed,
  type SellerSeed,
  buyerSeeds,
  courierSeeds,
  demoPeople,
  sellerSeeds,
} from './people-data.ts'
import { type Random, DAY_MS, birr, createRandom, shopPrice, slugify } from './random.ts'
import {
  type TierName,
  type TierSeed,
  EXCHANGE_RATES_UPDATED,
  EXCHANGE_RATE_SOURCE,
  buyerMembershipSeeds,
  currencySeeds,
  faqSeeds,
  listingFeeSeeds,
  rateSeeds,
  rateText,
  subscriptionPlanSeeds,
  supportCategorySeeds,
  tierSeeds,
  trialPlanSeed,
} from './reference-data.ts'

/** Number of products in the demo catalogue. */
export const DEMO_PRODUCT_COUNT = 250
const SEED = 0x5e1a_2026
const HOUR_MS = 3_600_000

export const generatedImageUrl = (
  kind: 'product' | 'category' | 'seller' | 'ad' | 'service',
  name: string,
) => `/media/generated/${kind}/${name}.svg`

export type DemoData = {
  currencies: NewCurrency[]
  exchangeRates: NewExchangeRate[]
  commissionTiers: NewCommissionTier[]
  trialPlans: NewTrialPlan[]
  subscriptionPlans: NewSubscriptionPlan[]
  buyerMemberships: NewBuyerMembership[]
  categories: NewCategory[]
  listingFees: NewListingFee[]
  users: NewUser[]
  sellers: NewSeller[]
  userTrials: NewUserTrial[]
  trialUsage: NewTrialUsage[]
  sellerSubscriptions: NewSellerSubscription[]
  userBuyerMemberships: NewUserBuyerMembership[]
  products: NewProduct[]
  productImages: NewProductImage[]
  wishlists: NewWishlist[]
  favorites: NewFavorite[]
  couriers: NewCourier[]
  coupons: NewCoupon[]
  advertisements: NewAdvertisement[]
  socialMediaCampaigns: NewSocialMediaCampaign[]
  globalServices: NewGlobalService[]
  supportCategories: NewSupportCategory[]
  faqs: NewFaq[]
}

type Listing = {
  category: CategorySeed
  template: ProductTemplate
  variant: ProductVariant | undefined
  seller: SellerSeed
  /** Named by an advert, so it must stay listed. */
  pinned?: boolean
}

function weightedPick<T>(random: Random, items: readonly T[], weight: (item: T) => number): T {
  const total = items.reduce((sum, item) => sum + weight(item), 0)
  let roll = random.next() * total
  for (const item of items) {
    roll -= weight(item)
    if (roll < 0) return item
  }
  return items[items.length - 1] as T
}

const between = (random: Random, [min, max]: readonly [number, number]) =>
  min + random.next() * (max - min)

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS)

/** Products a store on an active free trial may list (the trial plan's limit). */
const TRIAL_SELLERS = new Set(['addis-tech-hub'])

export type BuildOptions = { now: Date; passwordHash: string }

export function buildDemoData({ now, passwordHash }: BuildOptions): DemoData {
  const random = createRandom(SEED)
  const at = (daysBack: number) => daysAgo(now, daysBack)

  // Reference data -------------------------------------------------------------------------
  const currencies: NewCurrency[] = currencySeeds.map((currency, index) => ({
    ...currency,
    isActive: true,
    displayOrder: index + 1,
  }))

  const exchangeRates: NewExchangeRate[] = rateSeeds.flatMap(({ from, to, rate }) =>
    [
      { fromCurrency: from, toCurrency: to, rate: rateText(rate) },
      { fromCurrency: to, toCurrency: from, rate: rateText(1 / rate) },
    ].map((pair) => ({
      id: random.uuid(),
      ...pair,
      lastUpdated: EXCHANGE_RATES_UPDATED,
      source: EXCHANGE_RATE_SOURCE,
      isActive: true,
    })),
  )

  const tierIds = new Map<TierName, string>()
  const commissionTiers: NewCommissionTier[] = tierSeeds.map((tier) => {
    const id = random.uuid()
    tierIds.set(tier.name, id)
    return {
      id,
      name: tier.name,
      nameAmharic: tier.nameAmharic,
      nameOm: tier.nameOm,
      nameTi: tier.nameTi,
      description: tier.description,
      descriptionAmharic: tier.descriptionAmharic,
      descriptionOm: tier.descriptionOm,
      descriptionTi: tier.descriptionTi,
      level: tier.level,
      commissionRate: tier.commissionRate,
      minimumMonthlySales: birr(tier.minimumMonthlySales),
      minimumTotalSales: birr(tier.minimumTotalSales),
      minimumRating: tier.minimumRating,
      minimumReviews: tier.minimumReviews,
      minimumActiveProducts: tier.minimumActiveProducts,
      featuredListingAllowance: tier.featuredListingAllowance,
      freeShippingThreshold:
        tier.freeShippingThreshold === null ? null : birr(tier.freeShippingThreshold),
      prioritySupport: tier.prioritySupport,
      analyticsAccess: tier.analyticsAccess,
      bulkUploadAccess: tier.bulkUploadAccess,
      badgeColor: tier.badgeColor,
      badgeIcon: tier.badgeIcon,
      isActive: true,
    }
  })

  const trialPlanId = random.uuid()
  const trialPlans: NewTrialPlan[] = [{ id: trialPlanId, ...trialPlanSeed, isActive: true }]

  const planIds = new Map<string, string>()
  const subscriptionPlans: NewSubscriptionPlan[] = subscriptionPlanSeeds.map((plan, index) => {
    const id = random.uuid()
    planIds.set(plan.name, id)
    return {
      id,
      name: plan.name,
      nameAmharic: plan.nameAmharic,
      nameOm: plan.nameOm,
      nameTi: plan.nameTi,
      description: plan.description,
      descriptionAmharic: plan.descriptionAmharic,
      descriptionOm: plan.descriptionOm,
      descriptionTi: plan.descriptionTi,
      price: birr(plan.price),
      billingInterval: 'monthly',
      currency: 'ETB',
      features: [...plan.features],
      maxProducts: plan.maxProducts,
      maxPhotosPerProduct: plan.maxPhotosPerProduct,
      ...plan.flags,
      isActive: true,
      displayOrder: index + 1,
    }
  })

  const membershipIds = new Map<string, string>()
  const buyerMemberships: NewBuyerMembership[] = buyerMembershipSeeds.map((membership) => {
    const id = random.uuid()
    membershipIds.set(membership.name, id)
    return {
      id,
      ...membership,
      monthlyFee: birr(membership.monthlyFee),
      benefits: [...membership.benefits],
      freeShippingThreshold: birr(membership.freeShippingThreshold),
      currency: 'ETB',
      isActive: true,
    }
  })

  const categoryIds = new Map<CategorySlug, string>()
  const categories: NewCategory[] = categorySeeds.map((category, index) => {
    const id = random.uuid()
    categoryIds.set(category.slug, id)
    return {
      id,
      name: category.name,
      nameAm: category.nameAm,
      nameOm: category.nameOm,
      nameTi: category.nameTi,
      slug: category.slug,
      description: category.description,
      imageUrl: generatedImageUrl('category', category.slug),
      displayOrder: index + 1,
      createdAt: at(540),
    }
  })
  const categoryId = (slug: CategorySlug) => categoryIds.get(slug) as string

  const listingFees: NewListingFee[] = listingFeeSeeds.map((fee) => ({
    id: random.uuid(),
    categoryId: categoryId(fee.category),
    feeType: fee.feeType,
    fee: birr(fee.fee),
    currency: 'ETB',
    duration: 30,
    benefits: [...fee.benefits],
    isActive: true,
  }))

  // People ----------------------------------------------------------------------------------
  const users: NewUser[] = []
  const userIds = new Map<string, string>()
  const addUser = (person: PersonSeed, extra: Partial<NewUser> = {}) => {
    const id = random.uuid()
    userIds.set(person.key, id)
    const ethiopian = (person.country ?? 'Ethiopia') === 'Ethiopia'
    users.push({
      id,
      username: person.username,
      email: person.email.toLowerCase(),
      passwordHash,
      role: person.role ?? 'user',
      firstName: person.firstName,
      lastName: person.lastName,
      phone: person.phone || null,
      dateOfBirth: person.dateOfBirth ?? null,
      gender: person.gender ?? null,
      bio: person.bio ?? null,
      city: person.city,
      country: person.country ?? 'Ethiopia',
      timezone: person.timezone ?? 'Africa/Addis_Ababa',
      preferredCurrency: person.preferredCurrency ?? 'ETB',
      preferredLanguage: person.preferredLanguage ?? 'am',
      isEthiopianDiaspora: person.isEthiopianDiaspora ?? false,
      ethiopianRegionOfOrigin: person.ethiopianRegionOfOrigin ?? null,
      isEmailVerified: true,
      isPhoneVerified: ethiopian,
      isSeller: false,
      isActive: true,
      lastLoginAt: new Date(now.getTime() - random.int(1, 240) * HOUR_MS),
      createdAt: at(person.joinedDaysAgo),
      ...extra,
    })
    return id
  }
  for (const person of demoPeople) addUser(person, { isSeller: person.key === 'seller' })
  const demoSellerUser = demoPeople.find((person) => person.key === 'seller') as PersonSeed
  const ownerOf = (seller: SellerSeed) =>
    seller.owner === 'demo-seller' ? demoSellerUser : seller.owner
  for (const seller of sellerSeeds) {
    if (seller.owner === 'demo-seller') continue
    // An owner's account is always older than the store.
    const joined = Math.max(seller.owner.joinedDaysAgo, seller.openedDaysAgo + 3)
    addUser({ ...seller.owner, joinedDaysAgo: joined }, { isSeller: true })
  }
  for (const buyer of buyerSeeds) addUser(buyer)
  const userId = (key: string) => userIds.get(key) as string

  const sellerIds = new Map<string, string>()
  for (const seller of sellerSeeds) sellerIds.set(seller.key, random.uuid())
  const sellerId = (key: string) => sellerIds.get(key) as string

  // Listings: which store sells what ----------------------------------------------------------
  const sellersFor = (slug: CategorySlug) =>
    sellerSeeds.filter((seller) => seller.categories.includes(slug))
  const listingCount = new Map<string, number>()
  const listed = new Set<string>()
  const listings: Listing[] = []
  const comboKey = (template: ProductTemplate, variant: ProductVariant | undefined) =>
    `${template.en}|${variant?.label ?? ''}`
  const canList = (seller: SellerSeed, key: string) =>
    !listed.has(`${seller.key}|${key}`) &&
    (!TRIAL_SELLERS.has(seller.key) ||
      (listingCount.get(seller.key) ?? 0) < trialPlanSeed.maxProducts)
  const addListing = (listing: Listing) => {
    listed.add(`${listing.seller.key}|${comboKey(listing.template, listing.variant)}`)
    listingCount.set(listing.seller.key, (listingCount.get(listing.seller.key) ?? 0) + 1)
    listings.push(listing)
  }

  const combos = categorySeeds.flatMap((category) =>
    productTemplates[category.slug].flatMap((template) =>
      (template.variants ?? [undefined]).map((variant) => ({ category, template, variant })),
    ),
  )

  // Sponsored adverts name a product of their store: make sure the store lists it.
  for (const ad of adSeeds) {
    const wanted = ad.target.startsWith('product:') ? ad.target.slice('product:'.length) : null
    if (!wanted) continue
    const seller = sellerSeeds.find((candidate) => candidate.key === ad.seller) as SellerSeed
    const combo = combos.find((candidate) => candidate.template.en === wanted)
    if (combo && canList(seller, comboKey(combo.template, combo.variant))) {
      addListing({ ...combo, seller, pinned: true })
    }
  }

  for (const combo of combos) {
    const key = comboKey(combo.template, combo.variant)
    const candidates = sellersFor(combo.category.slug).filter((seller) => canList(seller, key))
    if (listings.some((listing) => comboKey(listing.template, listing.variant) === key)) continue
    if (candidates.length === 0) continue
    const local = candidates.filter((seller) => combo.template.origins?.includes(seller.city))
    const pool = local.length > 0 && random.chance(0.75) ? local : candidates
    addListing({ ...combo, seller: weightedPick(random, pool, (seller) => seller.weight) })
  }

  // The rest of the catalogue: popular items sold by a second or third store.
  for (let attempt = 0; listings.length < DEMO_PRODUCT_COUNT && attempt < 10_000; attempt++) {
    const combo = random.pick(combos)
    const key = comboKey(combo.template, combo.variant)
    const candidates = sellersFor(combo.category.slug).filter((seller) => canList(seller, key))
    if (candidates.length === 0) continue
    addListing({ ...combo, seller: weightedPick(random, candidates, (seller) => seller.weight) })
  }

  // Products ----------------------------------------------------------------------------------
  const products: NewProduct[] = []
  const productImages: NewProductImage[] = []
  const imageSlugs = new Set<string>()
  const productsBySeller = new Map<string, NewProduct[]>()
  const templateOf = new Map<string, ProductTemplate>()
  const sellerOfProduct = new Map<string, SellerSeed>()

  for (const { category, template, variant, seller, pinned } of listings) {
    const id = random.uuid()
    const englishName = `${template.en}${variant?.label ?? ''}`
    const name = template.amOnly
      ? (template.am as string)
      : template.am
        ? `${template.am} — ${englishName}`
        : englishName
    let imageSlug = slugify(englishName)
    for (let copy = 2; imageSlugs.has(imageSlug); copy++)
      imageSlug = `${slugify(englishName)}-${copy}`
    imageSlugs.add(imageSlug)

    const price = shopPrice(between(random, template.price) * (variant?.factor ?? 1))
    let discountPrice: number | null = null
    if (random.chance(0.25)) {
      discountPrice = shopPrice(price * between(random, [0.75, 0.92]))
      if (discountPrice >= price) discountPrice = null
    }
    const international =
      seller.servesInternational && random.chance(category.internationalChance * 0.7)
    const stockRoll = random.next()
    const stock = stockRoll < 0.62 ? random.int(11, 240) : stockRoll < 0.87 ? random.int(1, 9) : 0
    const madeHere = template.ethiopianMade ?? true
    const opened = now.getTime() - seller.openedDaysAgo * DAY_MS
    const earliest = Math.max(now.getTime() - 120 * DAY_MS, opened + DAY_MS)
    const createdAt = new Date(earliest + random.next() * (now.getTime() - HOUR_MS - earliest))
    const imageUrl = generatedImageUrl('product', imageSlug)

    const product: NewProduct = {
      id,
      sellerId: sellerId(seller.key),
      categoryId: categoryId(category.slug),
      name,
      description: template.descAm ? `${template.descAm} ${template.descEn}` : template.descEn,
      price: birr(price),
      discountPrice: discountPrice === null ? null : birr(discountPrice),
      currency: 'ETB',
      shipsInternationally: international,
      shippingRegions: international ? [...seller.shippingRegions] : ['Ethiopia'],
      internationalShippingFee: international
        ? birr(shopPrice(between(random, category.internationalFee)))
        : null,
      estimatedDeliveryDays: random.int(...category.deliveryDays),
      isEthiopianMade: madeHere,
      originCity: madeHere
        ? template.origins?.includes(seller.city)
          ? seller.city
          : (template.origins?.[0] ?? seller.city)
        : null,
      originCountry: madeHere ? 'Ethiopia' : category.slug === 'books' ? 'United States' : 'China',
      imageUrl,
      stock,
      isActive: !random.chance(0.04) || pinned === true,
      isFeatured: random.chance(0.1),
      reviewStatus: 'approved',
      tags: [...new Set([...template.tags, category.slug])],
      seoTitle: `${englishName} | Selam Market`.slice(0, 60),
      seoDescription: template.descEn.slice(0, 160),
      // Ratings, review counts, sales and views follow from the history (history.ts).
      averageRating: '0.00',
      reviewCount: 0,
      salesCount: 0,
      viewCount: 0,
      createdAt,
      updatedAt: new Date(
        createdAt.getTime() + random.next() * (now.getTime() - createdAt.getTime()),
      ),
    }
    products.push(product)
    templateOf.set(id, template)
    sellerOfProduct.set(id, seller)
    const own = productsBySeller.get(seller.key) ?? []
    own.push(product)
    productsBySeller.set(seller.key, own)

    const imageCount = weightedPick(random, [1, 2, 3], (count) => (count === 2 ? 0.4 : 0.3))
    for (let index = 0; index < imageCount; index++) {
      productImages.push({
        id: random.uuid(),
        productId: id,
        imageUrl:
          index === 0 ? imageUrl : generatedImageUrl('product', `${imageSlug}-view-${index + 1}`),
        isPrimary: index === 0,
        displayOrder: index,
        createdAt,
      })
    }
  }

  // Stores, their tiers, trials and plans ------------------------------------------------------
  const sellers: NewSeller[] = []
  const userTrials: NewUserTrial[] = []
  const trialUsage: NewTrialUsage[] = []
  const sellerSubscriptions: NewSellerSubscription[] = []
  for (const seed of sellerSeeds) {
    const own = productsBySeller.get(seed.key) ?? []
    // Every store starts on the lowest tier with no figures; its orders and reviews move it
    // (the tier service evaluates it after each delivery and once more after the history).
    const tier = tierSeeds[0] as TierSeed
    // The plan a store subscribes to reflects its ambition, not figures.
    const ambition = tierSeeds.find((candidate) => candidate.name === seed.tier) ?? tier
    const opened = at(seed.openedDaysAgo)
    const owner = ownerOf(seed)
    sellers.push({
      id: sellerId(seed.key),
      userId: userId(owner.key),
      storeName: seed.storeName,
      description: seed.description,
      rating: '0.00',
      totalReviews: 0,
      verified: seed.verified,
      currentTierId: tierIds.get(tier.name) as string,
      currentCommissionRate: tier.commissionRate,
      totalSalesAmount: '0.00',
      monthlySalesAmount: '0.00',
      lastTierEvaluationAt: null,
      tierProgressPercentage: '0.00',
      servesInternational: seed.servesInternational,
      shippingRegions: [...seed.shippingRegions],
      baseCurrency: 'ETB',
      acceptedCurrencies: [...seed.acceptedCurrencies],
      businessLicense: seed.verified
        ? `ET/${seed.city.slice(0, 2).toUpperCase()}/${random.int(10_000, 99_999)}/2024`
        : null,
      taxId: seed.verified ? `00${random.int(10_000_000, 99_999_999)}` : null,
      isDiasporaFriendly: seed.servesInternational,
      supportsRemittance: seed.supportsRemittance,
      createdAt: opened,
    })

    // Every store began on the free trial. Stores past it either converted to a paid plan or
    // stayed on the free plan once it expired.
    const expires = new Date(opened.getTime() + trialPlanSeed.durationDays * DAY_MS)
    const onTrial = TRIAL_SELLERS.has(seed.key) && expires > now
    const plan = onTrial ? null : ambition.level >= 2 ? 'Pro' : own.length > 10 ? 'Basic' : 'Free'
    const trialId = random.uuid()
    const convertedAt =
      plan === 'Basic' || plan === 'Pro'
        ? new Date(opened.getTime() + random.int(20, 80) * DAY_MS)
        : null
    userTrials.push({
      id: trialId,
      userId: userId(owner.key),
      trialPlanId,
      status: onTrial ? 'active' : convertedAt ? 'converted' : 'expired',
      startedAt: opened,
      expiresAt: expires,
      convertedAt,
      usageStats: {
        productsListed: onTrial ? own.length : Math.min(own.length, trialPlanSeed.maxProducts),
        categoriesUsed: Math.min(seed.categories.length, trialPlanSeed.maxCategories),
        advertisingCreditsUsed: '0.00',
      },
      remindersSent: onTrial ? 0 : 3,
      lastReminderAt: onTrial ? null : new Date(expires.getTime() - 3 * DAY_MS),
      createdAt: opened,
    })
    if (onTrial) {
      trialUsage.push({
        id: random.uuid(),
        userTrialId: trialId,
        feature: 'products',
        usageCount: own.length,
        lastUsedAt: at(2),
      })
    }
    if (plan) {
      const periodStart = at(random.int(1, 29))
      const periodEnd = new Date(periodStart.getTime() + 30 * DAY_MS)
      const paid = plan !== 'Free'
      sellerSubscriptions.push({
        id: random.uuid(),
        sellerId: sellerId(seed.key),
        planId: planIds.get(plan) as string,
        status: 'active',
        currentPeriodStart: periodStart,
        currentPeriodEnd: periodEnd,
        trialStart: opened,
        trialEnd: convertedAt ?? expires,
        paymentMethod: paid ? random.pick(['telebirr', 'cbe_birr', 'bank_account']) : null,
        lastPaymentAt: paid ? periodStart : null,
        nextPaymentAt: paid ? periodEnd : null,
        createdAt: convertedAt ?? expires,
      })
    }
  }

  // Buyer memberships, wishlist and favourites of the demo buyer ---------------------------------
  const membershipFor: [string, string][] = [
    ['buyer', 'Selam Plus'],
    ['b11', 'Selam Diaspora'],
    ['b13', 'Selam Diaspora'],
    ['b12', 'Selam Gold'],
    ['b8', 'Selam Plus'],
  ]
  const userBuyerMemberships: NewUserBuyerMembership[] = membershipFor.map(([person, name]) => {
    const start = at(random.int(5, 25))
    return {
      id: random.uuid(),
      userId: userId(person),
      membershipId: membershipIds.get(name) as string,
      status: 'active',
      startDate: start,
      endDate: new Date(start.getTime() + 30 * DAY_MS),
      autoRenew: true,
      paymentMethod: person.startsWith('b1') ? 'credit_card' : 'telebirr',
      lastPaymentAt: start,
      nextPaymentAt: new Date(start.getTime() + 30 * DAY_MS),
    }
  })

  const activeProducts = products.filter((product) => product.isActive)
  const wishlists: NewWishlist[] = random.sample(activeProducts, 6).map((product) => ({
    id: random.uuid(),
    userId: userId('buyer'),
    productId: product.id as string,
    createdAt: at(random.int(1, 20)),
  }))

  // Couriers ----------------------------------------------------------------------------------
  // Each courier service signs in to move its orders along (the demo courier with the demo account).
  const courierUserIds = courierSeeds.map((courier, index) => {
    if (courier.demo) return userId('courier')
    const [first = 'Courier', ...rest] = (courier.name.split(' — ').pop() ?? courier.name).split(
      ' ',
    )
    return addUser({
      key: `courier-${index}`,
      email: courier.email ?? `courier-${index}@example.com`,
      username: `courier_${index}`,
      firstName: first,
      lastName: rest.join(' ') || 'Delivery',
      phone: courier.phone,
      city: 'Addis Ababa',
      joinedDaysAgo: 420,
    })
  })
  const couriers: NewCourier[] = courierSeeds.map((courier, index) => ({
    id: random.uuid(),
    userId: courierUserIds[index] ?? null,
    name: courier.name,
    phone: courier.phone,
    email: courier.email ?? null,
    vehicleType: courier.vehicleType,
    serviceAreas: [...courier.serviceAreas],
    pricePerKm: birr(courier.pricePerKm),
    baseDeliveryFee: birr(courier.baseDeliveryFee),
    // No courier reviews exist; deliveries are counted by the order lifecycle.
    rating: '0.00',
    totalDeliveries: 0,
    isActive: true,
    isVerified: courier.isVerified,
    maxRadius: courier.maxRadius,
    createdAt: at(random.int(150, 400)),
  }))

  // Coupons -----------------------------------------------------------------------------------
  const sellerSeed = (key: string) => sellerSeeds.find((seller) => seller.key === key) as SellerSeed
  const coupons: NewCoupon[] = couponSeeds.map((coupon) => {
    const seller = sellerSeed(coupon.seller)
    const owner = ownerOf(seller)
    const startDate = at(coupon.startedDaysAgo)
    return {
      id: random.uuid(),
      sellerId: sellerId(seller.key),
      businessName: seller.storeName,
      businessPhone: owner.phone,
      businessEmail: owner.email,
      businessAddress: `${seller.city}, Ethiopia`,
      title: coupon.title,
      description: coupon.description,
      discountType: coupon.discountType,
      discountValue: birr(coupon.discountValue),
      minimumPurchase: coupon.minimumPurchase === null ? null : birr(coupon.minimumPurchase),
      maxDiscount: coupon.maxDiscount === null ? null : birr(coupon.maxDiscount),
      couponCode: coupon.couponCode,
      usageLimit: coupon.usageLimit,
      usagePerUser: coupon.usagePerUser,
      usedCount: 0,
      categoryId: coupon.category ? categoryId(coupon.category) : null,
      productIds: [],
      targetUserType: coupon.targetUserType,
      startDate,
      endDate: new Date(now.getTime() + coupon.endsInDays * DAY_MS),
      isActive: coupon.isActive,
      isFlashSale: coupon.flashSaleHours !== undefined,
      flashSaleEndTime:
        coupon.flashSaleHours === undefined
          ? null
          : new Date(now.getTime() + coupon.flashSaleHours * HOUR_MS),
      priority: coupon.priority,
      termsAndConditions: coupon.termsAndConditions,
      createdAt: startDate,
    }
  })

  // Advertising -------------------------------------------------------------------------------
  const advertisements: NewAdvertisement[] = []
  const socialMediaCampaigns: NewSocialMediaCampaign[] = []
  for (const ad of adSeeds) {
    const seller = sellerSeed(ad.seller)
    const owner = ownerOf(seller)
    const id = random.uuid()
    let websiteUrl: string
    let imageUrl = generatedImageUrl('ad', ad.image)
    if (ad.target.startsWith('product:')) {
      const wanted = ad.target.slice('product:'.length)
      const own = (productsBySeller.get(seller.key) ?? []).filter((product) => product.isActive)
      const product =
        own.find((candidate) => templateOf.get(candidate.id as string)?.en === wanted) ?? own[0]
      websiteUrl = product ? `/products/${product.id}` : `/sellers/${sellerId(seller.key)}`
      imageUrl = product?.imageUrl ?? imageUrl
    } else if (ad.target.startsWith('category:')) {
      websiteUrl = `/products?category=${categoryId(ad.target.slice('category:'.length) as CategorySlug)}`
    } else if (ad.target === 'seller') {
      websiteUrl = `/sellers/${sellerId(seller.key)}`
    } else {
      websiteUrl = ad.target
    }
    const platforms = ad.socialPlatforms ?? []
    const budget = birr(ad.budget)
    advertisements.push({
      id,
      createdBy: userId(owner.key),
      businessName: seller.storeName,
      businessPhone: owner.phone,
      businessEmail: owner.email,
      businessAddress: `${seller.city}, Ethiopia`,
      title: ad.title,
      description: ad.description,
      imageUrl,
      websiteUrl,
      adType: ad.adType,
      targetCategory: ad.category ? categoryId(ad.category) : null,
      budget,
      startDate: at(ad.startedDaysAgo),
      endDate: new Date(now.getTime() + ad.endsInDays * DAY_MS),
      isActive: true,
      // Served, clicked and charged on our pages during the history (history.ts).
      impressions: 0,
      clicks: 0,
      spend: '0.00',
      approvalStatus: 'approved',
      reviewedAt: at(ad.startedDaysAgo),
      socialPlatforms: [...platforms],
      socialMediaBudget: birr(ad.socialMediaBudget ?? 0),
      telebirrBudget: birr(ad.telebirrBudget ?? 0),
      targetAudience: ad.targetAudience ?? null,
      adCreativeType: ad.adCreativeType ?? 'image',
      telebirrAdType: ad.telebirr?.adType ?? null,
      telebirrTargetRegions: ad.telebirr ? [...ad.telebirr.regions] : [],
      telebirrDemographics: ad.telebirr ? { ageRange: [18, 50], gender: 'all' } : null,
      telebirrPromotionType: ad.telebirr?.promotionType ?? null,
      createdAt: at(ad.startedDaysAgo),
    })
    // The platforms themselves are not connected: their campaign records say so, with no figures.
    for (const platform of platforms) {
      socialMediaCampaigns.push({
        id: random.uuid(),
        advertisementId: id,
        platform,
        status: 'not_connected',
        budget:
          platform === 'telebirr'
            ? birr(ad.telebirrBudget ?? 0)
            : birr(
                (ad.socialMediaBudget ?? 0) /
                  Math.max(1, platforms.filter((p) => p !== 'telebirr').length),
              ),
        lastSyncedAt: at(ad.startedDaysAgo),
        createdAt: at(ad.startedDaysAgo),
      })
    }
  }

  // Diaspora services --------------------------------------------------------------------------
  const globalServices: NewGlobalService[] = globalServiceSeeds.map((service) => ({
    id: random.uuid(),
    providerId: null,
    serviceType: service.serviceType,
    businessName: service.businessName,
    description: service.description,
    serviceAreas: [...service.serviceAreas],
    contactInfo: service.contactInfo,
    website: service.website,
    socialMedia: service.socialMedia,
    // Services are not reviewed on the marketplace (yet): no rating to show.
    rating: '0.00',
    totalReviews: 0,
    isVerified: service.isVerified,
    servesEthiopianCommunity: true,
    languagesSupported: [...service.languagesSupported],
    isActive: true,
    approvalStatus: 'approved',
    createdAt: at(random.int(60, 300)),
  }))

  const favorites: NewFavorite[] = [
    ...random.sample(activeProducts, 4).map((product) => ({
      targetType: 'product' as const,
      targetId: product.id as string,
    })),
    { targetType: 'seller' as const, targetId: sellerId('yirgacheffe-coffee-house') },
    { targetType: 'seller' as const, targetId: sellerId('lalibela-handicrafts') },
    { targetType: 'global_service' as const, targetId: globalServices[0]?.id as string },
  ].map((favorite) => ({
    id: random.uuid(),
    userId: userId('buyer'),
    ...favorite,
    createdAt: at(random.int(1, 30)),
  }))

  // Support -----------------------------------------------------------------------------------
  const supportCategoryIds = new Map<string, string>()
  const supportCategories: NewSupportCategory[] = supportCategorySeeds.map((category, index) => {
    const id = random.uuid()
    supportCategoryIds.set(category.key, id)
    return {
      id,
      name: category.name,
      nameAm: category.nameAm,
      nameOm: category.nameOm,
      nameTi: category.nameTi,
      description: category.description,
      descriptionAm: category.descriptionAm,
      descriptionOm: category.descriptionOm,
      descriptionTi: category.descriptionTi,
      icon: category.icon,
      displayOrder: index + 1,
      isActive: true,
    }
  })
  const faqs: NewFaq[] = faqSeeds.map((faq, index) => {
    return {
      id: random.uuid(),
      categoryId: supportCategoryIds.get(faq.category) as string,
      question: faq.question,
      questionAm: faq.questionAm,
      questionOm: faq.questionOm,
      questionTi: faq.questionTi,
      answer: faq.answer,
      answerAm: faq.answerAm,
      answerOm: faq.answerOm,
      answerTi: faq.answerTi,
      tags: [...faq.tags],
      viewCount: 0,
      helpfulCount: 0,
      notHelpfulCount: 0,
      displayOrder: index + 1,
      isPublished: true,
      createdBy: userId('admin'),
    }
  })

  return {
    currencies,
    exchangeRates,
    commissionTiers,
    trialPlans,
    subscriptionPlans,
    buyerMemberships,
    categories,
    listingFees,
    users,
    sellers,
    userTrials,
    trialUsage,
    sellerSubscriptions,
    userBuyerMemberships,
    products,
    productImages,
    wishlists,
    favorites,
    couriers,
    coupons,
    advertisements,
    socialMediaCampaigns,
    globalServices,
    supportCategories,
    faqs,
  }
}
