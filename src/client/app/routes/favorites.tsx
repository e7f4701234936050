import { ComingSoon } from '#client/components/coming-soon.tsx'

export default function FavoritesRoute() {
  return <ComingSoon page="favorites" />
}
