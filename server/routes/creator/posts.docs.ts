import {
  draftList,
  MarkPostedInput,
  DraftSent,
  DuePostsReleased,
  PlanAllowance,
  PlatformConnection,
  PostView,
  ScheduleUploadForm,
  PreviewImageForm,
  SendDraftInput,
} from "@core/creator";
import { z } from "zod";
import { describeRoutes } from "../../openapi/describe";

export const contentScheduleDocs = describeRoutes("Posts", {
  postScheduleUploadedDesign: {
    summary: "Schedule a post with uploaded images",
    returns: PostView,
    bodyMedia: { "multipart/form-data": ScheduleUploadForm },
    status: 201,
    description: `\`PostView\` (the images belong to the post, not to the library); 400 \`Please upload a file, add content, choose platforms, and set schedule time\` naming each field; 400 \`fields.design\` for an empty, foreign, cut-off or over-10 MB image or more than 10; 413 past 100 MB in all; 400 per platform and 403 past the Starter limit, as for \`POST /api/events\`. Nothing is kept when anything fails.`,
  },
});

export const postDocs = describeRoutes("Posts", {
  getDrafts: {
    summary: "List drafts",
    query: draftList.schema,
    returns: { page: PostView },
    description: `A page of \`PostView\` of status \`draft\`, newest first: the case-study posts (\`content_post\`) and thank-you emails (\`email_draft\`) written when an invoice was paid.`,
  },
  postDraftsByIdSend: {
    summary: "Send a thank-you email draft",
    returns: DraftSent,
    body: SendDraftInput,
    bodyOptional: true,
    status: 202,
    errors: [409, 429],
    description: `\`{subject?, body?}\` or nothing (the draft's own). \`{success, message, batchId, draft}\`: the email queued; 409 \`Only an email draft can be sent\` / \`This email was already sent\` / no client email; 429 past the hourly allowance.`,
  },
  getConnections: {
    summary: "Each platform's connection",
    returns: z.array(PlatformConnection),
    description: `\`[{platform, connected, health: "ok"|"refused"|"untested", reason, checkedAt}]\`; never a token.`,
  },
  getPlan: {
    summary: "The scheduling allowance",
    returns: PlanAllowance,
    description: `\`{unlimited, limit: 10|null, scheduled, remaining: number|null}\`.`,
  },
  postPublishDue: {
    summary: "Publish the posts that are due now",
    returns: DuePostsReleased,
    status: 202,
    description: `\`{success, released, queued, manual, postIds, inFlight, message}\` (\`microteam publish --due\`).`,
  },
  getMediaById: {
    summary: "A post's image",
    returns: { file: "image/*" },
    description: `\`image/png\` or \`image/jpeg\`, \`private, max-age=3600\`.`,
  },
  postMediaPreview: {
    summary: "See an image as a platform will get it",
    returns: { file: "image/*" },
    bodyMedia: { "multipart/form-data": PreviewImageForm },
    description: `The image (field \`image\`, PNG or JPG up to 10 MB) as \`platform\` gets it when published: for Instagram a JPEG padded into 4:5–1.91:1, at most 1440 px wide and 8 MiB (the same function as publishing). With \`fitTo\` (\`W:H\`, the first image's \`X-Image-Size\`) an Instagram carousel item is padded to the first item's shape, as Instagram shows every item in it. Headers \`X-Image-Fit\` (\`as-is\`, \`padded-sides\`, \`padded-top-bottom\`), \`X-Image-Size\` (\`W:H\` in pixels) and \`X-Image-Note\` (a sentence, when padded). 400 \`fields.image\` or \`fields.platform\`. Nothing is kept.`,
  },
  postByIdMarkPosted: {
    summary: "Mark a post as posted by hand",
    returns: PostView,
    body: MarkPostedInput,
    bodyOptional: true,
    errors: [409],
    description: `\`{platform?, url? (https://…)}\` or nothing. \`PostView\`; 409 \`Nothing is waiting to be posted by hand for this post\`; 400 \`fields.url\` \`Link must start with https://\`.`,
  },
  postByIdRetry: {
    summary: "Try a failed post again",
    returns: PostView,
    status: 202,
    errors: [409],
    description: `\`PostView\`: the failed platforms are queued again at once; 409 \`Only a post that failed can be tried again\`.`,
  },
});

export const publicMediaDocs = describeRoutes("Public", {
  getByToken: {
    summary: "A post's image by its link",
    access: "public",
    returns: { file: "image/*" },
    description: `A post's image by its unguessable 64-hex token (\`public, max-age=86400\`), for the approval page; anything else is a plain 404.`,
  },
  getByTokenByPlatform: {
    summary: "A post's image as a platform takes it",
    access: "public",
    returns: { file: "image/jpeg" },
    description: `What Instagram fetches (\`platform\` = \`instagram\`): the image as a JPEG padded into 4:5–1.91:1 (a carousel item after the first: padded to the first item's shape), at most 1440 px wide and 8 MiB. Any other platform or token is a plain 404.`,
  },
});
