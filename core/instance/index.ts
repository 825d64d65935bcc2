// The face of core/instance: what belongs to the whole server, not to one owner (the public address).
export {
  checkPublicUrl,
  clientLinkBase,
  clientLinksHeld,
  getPublicAddress,
  isLoopbackUrl,
  publicAddress,
  type PublicAddress,
  PublicAddressInput,
  PublicAddressView,
  runDemoLocally,
  setPublicAddress,
  settlePublicAddress,
  adoptPublicUrlIfUnset,
} from "./public-address";
