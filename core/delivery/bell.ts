export { DeliveryBell } from "../context";
