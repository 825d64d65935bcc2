import { emailChannel } from "../mail/channel";
import { postChannel } from "../publishing/channel";

/** Every channel the delivery worker serves, in the order it looks for work. */
export const deliveryChannels = [emailChannel, postChannel] as const;
