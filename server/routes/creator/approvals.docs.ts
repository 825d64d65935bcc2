import {
  approvalLinkList,
  CreateApprovalLinkInput,
  DecisionInput,
  reviewList,
  ApprovalLinkView,
  ApprovalPage,
  ReviewDecided,
} from "@core/creator";
import { Done } from "@core/answers";
import { describeRoutes } from "../../openapi/describe";

export const approvalDocs = describeRoutes("Posts", {
  getLinks: {
    summary: "List approval links",
    query: approvalLinkList.schema,
    returns: { page: ApprovalLinkView },
    description: `A page of the owner's live links \`[{id, label, path: "/approve/<64 hex>", createdAt}]\`, newest first.`,
  },
  postLinks: {
    summary: "Create an approval link",
    returns: ApprovalLinkView,
    body: CreateApprovalLinkInput,
    status: 201,
    description: `\`{id, label, path, createdAt}\`; 400 \`fields.label\` \`Say who the link is for\`.`,
  },
  deleteLinksById: {
    summary: "Revoke an approval link",
    returns: Done,
    description: `\`{success: true}\`: the link stops working at once.`,
  },
});

export const publicApprovalDocs = describeRoutes("Public", {
  getByToken: {
    summary: "The posts waiting for a reviewer",
    returns: ApprovalPage,
    access: "public",
    query: reviewList.schema,
    pageHeaders: true,
    description: `No account; anything but a live 64-hex token is a plain 404. \`{from, reviewer, posts: [{id, title, text, platforms, date, time, timeZone, images, approvalStatus, lastComment}], nextCursor}\` with \`X-Total-Count\`, soonest first.`,
  },
  postByTokenPostsById: {
    summary: "Approve a post or ask for changes",
    returns: ReviewDecided,
    access: "public",
    body: DecisionInput,
    errors: [409],
    description: `\`{success, decision, message}\`; the owner is notified; 400 \`fields.comment\` \`Say what should change\`, \`fields.decision\`; 404 a post that is not the owner's or needs no approval; 409 \`This post is no longer waiting for approval\`.`,
  },
});
