// The face of core/leads: all that other modules may import from it (eslint/module-boundaries.js).
export { sampleLinkedText, setPostLinks, textForPlatform } from "./post-links";
export { linkSummary, listPostAttribution, postAttribution } from "./attribution";
export {
  ContactPageView,
  LeadConverted,
  LeadDeleted,
  LeadInput,
  LeadReceived,
  LEAD_SOURCES,
  LeadView,
  LinkSummaryView,
  NewLeadInput,
  PostAttributionView,
} from "./schemas";
export { leadList, listLeads } from "./leads";
export { followLink } from "./click";
export { getContactPage, submitLead } from "./contact";
export { convertLead } from "./convert";
export { createLead } from "./create";
export { deleteLead } from "./delete-lead";
