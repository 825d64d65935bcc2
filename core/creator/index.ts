// The face of core/creator, the Creator (designs and Canva, content, posts, publishing, approvals,
// social analytics): all that other modules may import from it (eslint/module-boundaries.js).
// Its folders are internal to it and import each other freely.

// the design studio and Canva
export { deleteDesign } from "./designs/delete";
export { editorUrl, EditorUrlInput } from "./designs/editor-url";
export { MAX_DESIGN_BYTES } from "./designs/file-check";
export { readDesignFile } from "./designs/files";
export { designList, listDesigns } from "./designs/list";
export { DesignTemplates, DesignView, EditorOpened, UploadDesignForm, type UploadedFile } from "./designs/schemas";
export { DESIGN_TEMPLATES } from "./designs/templates";
export { uploadDesign } from "./designs/upload";
export { finishCanvaConnection, startCanvaConnection } from "./designs/canva/connect";
export { disconnectCanva } from "./designs/canva/disconnect";
export {
  CanvaCallbackQuery,
  CanvaConnectStarted,
  CanvaDisconnected,
  CanvaStatus,
  CanvaSynced,
} from "./designs/canva/schemas";
export { type CanvaSettings, canvaSettingsFromEnv } from "./designs/canva/settings";
export { canvaStatus } from "./designs/canva/status";
export { syncCanvaDesigns } from "./designs/canva/sync";

// content from questions and voice notes
export { MAX_AUDIO_BYTES } from "./content/audio-check";
export { readVoiceNoteAudio } from "./content/audio-file";
export { createFromQuestions } from "./content/create-from-questions";
export { createFromTranscript } from "./content/create-from-transcript";
export { deleteSource } from "./content/delete-source";
export { getContent } from "./content/get-content";
export { listSources, sourceList } from "./content/list-sources";
export { scheduleCaption, ScheduleCaptionInput } from "./content/schedule-caption";
export {
  ContentSourceView,
  ContentView,
  CreateFromQuestionsInput,
  CreateFromTranscriptInput,
  TranscribedSource,
  VoiceNoteForm,
} from "./content/schemas";
export { transcribeVoiceNote } from "./content/voice-note";

// posts: scheduling, the calendar, drafts
export { creatorSubscriber } from "./posts";
export { CalendarQuery, postCalendar } from "./posts/calendar";
export { createEventPost } from "./posts/create-event";
export { exportPostsCsv, importPostsCsv } from "./posts/csv";
export { deletePost } from "./posts/delete";
export { getPostView } from "./posts/internal";
export { draftList, listDrafts, listPosts, postList } from "./posts/list";
export { markPosted, MarkPostedInput } from "./posts/mark-posted";
export { ownerPostImage, previewPostImage, publicPostImage, publicPostImageFor } from "./posts/media-files";
export { planAllowance, STARTER_SCHEDULED_LIMIT } from "./posts/plan-limit";
export { oneClickPost, OneClickPostInput, PostedNow } from "./posts/post-now";
export { retryPost } from "./posts/retry";
export { LOCK_MESSAGES } from "./posts/rules";
export { SchedulePostInput } from "./posts/schedule-design";
export { ScheduleDesignInput, scheduleExistingDesign } from "./posts/schedule-existing";
export { scheduleUpload } from "./posts/schedule-upload";
export {
  CreateEventFields,
  DraftSent,
  DuePostsReleased,
  PlanAllowance,
  PlatformConnection,
  PostCalendar,
  PostsImported,
  PostView,
  ScheduleUploadForm,
  PreviewImageForm,
  UpdateEventInput,
} from "./posts/schemas";
export { SendDraftInput, sendEmailDraft } from "./posts/send-draft";
export { updatePost } from "./posts/update";

// publishing to the platforms
export { postChannel, TOKEN_COLUMN } from "./publishing";
export { publishDueForOwner } from "./publishing/publish-due";
export { releaseDuePosts } from "./publishing/release-due";
export { platformConnections } from "./publishing/token-health";
// one-click connections to the platforms (decision 323)
export { startSocialConnection, finishSocialConnection } from "./publishing/connect/flow";
export { CONNECT_OUTCOME_COOKIE } from "./publishing/connect/schemas";
export { disconnectSocial } from "./publishing/connect/disconnect";
export { facebookPages, pickFacebookPage } from "./publishing/connect/facebook";
export {
  FacebookPage,
  FacebookPagePicked,
  PickFacebookPageInput,
  SocialCallbackQuery,
  SocialConnectStarted,
  SocialDisconnected,
  SocialPlatformParam,
} from "./publishing/connect/schemas";

// approval links
export {
  approvalLinkList,
  createApprovalLink,
  CreateApprovalLinkInput,
  listApprovalLinks,
  revokeApprovalLink,
} from "./approvals/links";
export { approvalPage, decideOnPost, DecisionInput, reviewList } from "./approvals/public";
export { ApprovalLinkView, ApprovalPage, ReviewDecided } from "./approvals/views";

// the platforms' figures
export { getSocialAnalytics } from "./social-analytics/get";
export { refreshOwnerSocial, runSocialAnalyticsJob } from "./social-analytics/refresh";
export { SocialAnalyticsRefreshed, SocialAnalyticsView } from "./social-analytics/views";
