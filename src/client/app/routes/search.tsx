import { ComingSoon } from '#client/components/coming-soon.tsx'

export default function SearchRoute() {
  return <ComingSoon page="search" />
}
