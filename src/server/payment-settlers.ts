import { settleOrderPayment } from './modules/orders/order-payments.ts'
import type { PaymentSettlers } from './modules/payments/payments.service.ts'
import { settleRevenuePayment } from './modules/revenue-payments/revenue-payments.service.ts'

/**
 * Who applies a settled payment: the orders module for a checkout's orders, revenue-payments for
 * a plan, membership or digital service. Given to the payments module by app.ts and by the demo
 * seed, so payments calls them without importing them (docs/decisions/031-payments-module.md).
 */
export const paymentSettlers: PaymentSettlers = {
  order: settleOrderPayment,
  program: settleRevenuePayment,
}
