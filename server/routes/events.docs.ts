import {
  CalendarQuery,
  CreateEventFields,
  PostCalendar,
  PostsImported,
  postList,
  PostView,
  UpdateEventInput,
} from "@core/creator";
import { z } from "zod";
import { Done } from "@core/answers";
import { describeRoutes } from "../openapi/describe";

export const eventDocs = describeRoutes("Posts", {
  get: {
    summary: "List scheduled posts",
    query: postList.schema,
    returns: { page: PostView },
    description: `A page of \`PostView\` with a date (drafts are in \`/api/posts/drafts\`); \`q\` searches title and text; \`from\`, \`to\` are the owner's dates, both ends included.`,
  },
  post: {
    summary: "Schedule a post",
    returns: PostView,
    body: CreateEventFields,
    status: 201,
    description: `\`{content, platforms (or platform), scheduledFor: "YYYY-MM-DD" (or an ISO instant), scheduledTime?: "HH:MM", title?, contentAssetId?, needsApproval?}\`. Answers \`PostView\`; 400 \`Please add content, choose platforms, and set schedule time\` naming each field; 400 \`fields["platforms.<platform>"]\` for a post the platform would refuse; 403 past the Starter limit (\`details: {limit, scheduled, upgradeHref}\`).`,
  },
  getCalendar: {
    summary: "Posts by day in a month",
    returns: PostCalendar,
    query: CalendarQuery,
    description: `\`{month, timeZone, days: [{date, scheduled, published, failed, awaitingApproval}]}\`, counted per local day; 400 \`fields.month\` \`Month must be YYYY-MM\`.`,
  },
  getExport: {
    summary: "Export the content calendar as CSV",
    returns: { file: "text/csv" },
    description: `\`content-calendar.csv\`: \`title,text,platforms,date,time,status,approval,links\`, every post with a date, by date; cells a spreadsheet would run as formulas are neutralised.`,
  },
  postImport: {
    summary: "Schedule posts from CSV",
    returns: PostsImported,
    bodyMedia: {
      "text/csv": z.string(),
      "application/json": z.object({ csv: z.string() }),
    },
    status: 201,
    description: `The file itself (\`text/csv\`) or \`{csv}\`: a header row with \`text\`, \`platforms\`, \`date\` (and \`time\`, \`title\`, \`approval\`); at most 1,000 rows. \`{success, imported, message}\`. Any bad row: 400 \`Nothing was imported. …\` with \`fields\` like \`{"line 3: date": "Date must be YYYY-MM-DD"}\`; 400 \`fields.file\` without a file or the needed columns; 403 past the Starter limit.`,
  },
  getById: {
    summary: "Get a post",
    returns: PostView,
    description: `\`PostView\` (a post or an email draft).`,
  },
  putById: {
    summary: "Edit or reschedule a post",
    returns: PostView,
    body: UpdateEventInput,
    errors: [409],
    description: `The spec's \`{title?, description?, startDate?, endDate?, metadata?}\` or the dialog's \`{title?, content?, platforms?, scheduledFor?, scheduledTime?, needsApproval?}\`; what is left out keeps its value. \`PostView\`; 400 naming what is missing; 409 the state's message (published, failed, in the past, publishing, ready) or \`Only posts can be edited here\`.`,
  },
  deleteById: {
    summary: "Delete a post",
    returns: Done,
    errors: [409],
    description: `\`{success: true}\`: the post, its deliveries and its uploaded images; 409 the state's message.`,
  },
});
