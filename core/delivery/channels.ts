import { emailChannel } from "../mail/channel";

/** Every channel the delivery worker serves, in the order it looks for work. */
export const deliveryChannels = [emailChannel] as const;
