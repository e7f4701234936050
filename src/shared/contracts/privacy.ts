import { z } from 'zod'

/** Deleting the account asks for the current password again (re-authentication). */
export const deleteAccountInput = z.object({
  password: z.string().min(1, 'validation.passwordRequired').max(200, 'validation.tooLong'),
})
export type DeleteAccountInput = z.infer<typeof deleteAccountInput>

const when = z.string()
const maybeWhen = z.string().nullable()
const product = z.object({ id: z.uuid(), name: z.string() }).nullable()

/**
 * Everything the site holds about the signed-in user, as they download it. Each section lists
 * only the user's own rows; other people appear by a display name at most. Never password or
 * token hashes. The response is validated against this schema, so a column not named here
 * cannot leak into the file.
 */
export const dataExport = z.object({
  exportedAt: when,
  format: z.literal('selam-market-data-export/1'),
  profile: z.object({
    id: z.uuid(),
    username: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().nullable(),
    dateOfBirth: z.string().nullable(),
    gender: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    bio: z.string().nullable(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    postalCode: z.string().nullable(),
    country: z.string(),
    timezone: z.string(),
    preferredCurrency: z.string(),
    preferredLanguage: z.string(),
    isEthiopianDiaspora: z.boolean(),
    ethiopianRegionOfOrigin: z.string().nullable(),
    isEmailVerified: z.boolean(),
    isPhoneVerified: z.boolean(),
    isSeller: z.boolean(),
    role: z.string(),
    lastLoginAt: maybeWhen,
    createdAt: when,
    updatedAt: when,
  }),
  orders: z.array(
    z.object({
      id: z.uuid(),
      orderNumber: z.string(),
      status: z.string(),
      seller: z.object({ storeName: z.string() }),
      product,
      quantity: z.number().int(),
      productPrice: z.string(),
      deliveryFee: z.string(),
      discountAmount: z.string(),
      totalAmount: z.string(),
      cashbackAmount: z.string(),
      deliveryAddress: z.string(),
      deliveryPhone: z.string().nullable(),
      deliveryInstructions: z.string().nullable(),
      orderNotes: z.string().nullable(),
      shippingCarrier: z.string().nullable(),
      trackingNumber: z.string().nullable(),
      estimatedDeliveryTime: maybeWhen,
      actualDeliveryTime: maybeWhen,
      createdAt: when,
      updatedAt: when,
    }),
  ),
  payments: z.array(
    z.object({
      id: z.uuid(),
      orderId: z.uuid().nullable(),
      amount: z.string(),
      currency: z.string(),
      status: z.string(),
      paymentMethod: z.string().nullable(),
      transactionId: z.string().nullable(),
      referenceNumber: z.string().nullable(),
      description: z.string().nullable(),
      processedAt: maybeWhen,
      createdAt: when,
    }),
  ),
  paymentMethods: z.array(
    z.object({
      id: z.uuid(),
      type: z.string(),
      provider: z.string(),
      accountNumber: z.string(),
      accountHolderName: z.string(),
      bankName: z.string().nullable(),
      isDefault: z.boolean(),
      createdAt: when,
    }),
  ),
  reviews: z.array(
    z.object({
      id: z.uuid(),
      product,
      rating: z.number().int(),
      comment: z.string().nullable(),
      createdAt: when,
      updatedAt: when,
    }),
  ),
  detailedReviews: z.array(
    z.object({
      id: z.uuid(),
      targetType: z.string(),
      targetId: z.uuid(),
      rating: z.number().int(),
      title: z.string().nullable(),
      comment: z.string().nullable(),
      pros: z.array(z.string()),
      cons: z.array(z.string()),
      wouldRecommend: z.boolean(),
      createdAt: when,
    }),
  ),
  votes: z.object({
    reviews: z.array(z.object({ reviewId: z.uuid(), isHelpful: z.boolean(), createdAt: when })),
    faqs: z.array(z.object({ faqId: z.uuid(), isHelpful: z.boolean(), createdAt: when })),
  }),
  wishlist: z.array(z.object({ product, createdAt: when })),
  favorites: z.array(z.object({ targetType: z.string(), targetId: z.uuid(), createdAt: when })),
  cart: z.array(z.object({ product, quantity: z.number().int(), createdAt: when })),
  conversations: z.array(
    z.object({
      id: z.uuid(),
      /** The other person by the name the site shows them with: store name or first name. */
      with: z.string(),
      product,
      createdAt: when,
      messages: z.array(
        z.object({
          fromMe: z.boolean(),
          content: z.string(),
          messageType: z.string(),
          createdAt: when,
        }),
      ),
    }),
  ),
  supportTickets: z.array(
    z.object({
      id: z.uuid(),
      ticketNumber: z.string(),
      subject: z.string(),
      description: z.string(),
      status: z.string(),
      priority: z.string(),
      createdAt: when,
      /** The exchange without staff's internal notes; staff appear as "support". */
      messages: z.array(z.object({ fromMe: z.boolean(), message: z.string(), createdAt: when })),
    }),
  ),
  feedback: z.array(
    z.object({
      type: z.string(),
      subject: z.string(),
      description: z.string(),
      rating: z.number().int().nullable(),
      createdAt: when,
    }),
  ),
  notifications: z.array(
    z.object({
      type: z.string(),
      title: z.string(),
      body: z.string().nullable(),
      readAt: maybeWhen,
      createdAt: when,
    }),
  ),
  sessions: z.array(
    z.object({
      createdAt: when,
      lastSeenAt: when,
      expiresAt: when,
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
  /** Present for sellers: the store, its products and payouts. */
  seller: z
    .object({
      store: z.object({
        id: z.uuid(),
        storeName: z.string(),
        description: z.string().nullable(),
        businessLicense: z.string().nullable(),
        taxId: z.string().nullable(),
        verified: z.boolean(),
        createdAt: when,
      }),
      products: z.array(
        z.object({
          id: z.uuid(),
          name: z.string(),
          price: z.string(),
          stock: z.number().int(),
          isActive: z.boolean(),
          createdAt: when,
        }),
      ),
      payoutMethods: z.array(
        z.object({
          type: z.string(),
          provider: z.string(),
          accountNumber: z.string(),
          accountHolderName: z.string(),
          bankName: z.string().nullable(),
          createdAt: when,
        }),
      ),
      payouts: z.array(
        z.object({
          id: z.uuid(),
          amount: z.string(),
          netAmount: z.string(),
          currency: z.string(),
          status: z.string(),
          createdAt: when,
        }),
      ),
    })
    .nullable(),
  /** Present for couriers: the courier profile. */
  courier: z
    .object({
      name: z.string(),
      phone: z.string(),
      email: z.string().nullable(),
      vehicleType: z.string(),
      totalDeliveries: z.number().int(),
      createdAt: when,
    })
    .nullable(),
})
export type DataExport = z.infer<typeof dataExport>
