import { ComingSoon } from '#client/components/coming-soon.tsx'

export default function ChatRoute() {
  return <ComingSoon page="chat" />
}
