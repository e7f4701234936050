import { ComingSoon } from '#client/components/coming-soon.tsx'

export default function WalletRoute() {
  return <ComingSoon page="wallet" />
}
