// The face of core/client-portal: all that other modules may import from it (eslint/module-boundaries.js).
export { ClientPageLink, ClientPageView } from "./views";
export { getClientPageLink, regenerateClientPageLink, removeClientPageLink } from "./link";
export { getClientPage } from "./public";
