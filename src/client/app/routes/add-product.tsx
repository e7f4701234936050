import { ComingSoon } from '#client/components/coming-soon.tsx'

export default function AddProductRoute() {
  return <ComingSoon page="addProduct" />
}
