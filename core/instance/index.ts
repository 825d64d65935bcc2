// The face of core/instance: what belongs to the whole server, not to one owner (the public address).
export {
  checkPublicUrl,
  clientLinkBase,
  clientEmailsHeld,
  clientLinksHeld,
  explicitPublicUrl,
  getPublicAddress,
  isLoopbackUrl,
  publicAddress,
  type PublicAddress,
  PublicAddressInput,
  PublicAddressView,
  runDemoLocally,
  setPublicAddress,
  type SettledAddress,
  settlePublicAddress,
  startDecision,
} from "./public-address";
