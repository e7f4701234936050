import { ComingSoon } from '#client/components/coming-soon.tsx'

export default function WishlistRoute() {
  return <ComingSoon page="wishlist" />
}
