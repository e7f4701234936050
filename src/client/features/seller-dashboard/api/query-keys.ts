export const sellerDashboardKeys = {
  all: ['seller-dashboard'] as const,
}
