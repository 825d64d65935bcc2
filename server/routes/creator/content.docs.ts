import {
  ScheduleCaptionInput,
  sourceList,
  ContentSourceView,
  ContentView,
  CreateFromQuestionsInput,
  CreateFromTranscriptInput,
  TranscribedSource,
  VoiceNoteForm,
  ScheduleDesignInput,
  PostView,
} from "@core/creator";
import { Done } from "@core/answers";
import { describeRoutes } from "../../openapi/describe";

export const contentDocs = describeRoutes("Content", {
  getSources: {
    summary: "List content sources",
    query: sourceList.schema,
    returns: { page: ContentSourceView },
    description: `A page of sources \`{id, type: "questions"|"audio", title, status, summary, sourceText, transcript, audioUrl, designUrl, createdAt}\`, newest first; \`q\` searches title and text.`,
  },
  getSourcesById: {
    summary: "Get a content source with its posts",
    returns: ContentView,
    description: `\`ContentView\`: the source with \`answers\`, \`generatedContent\`, \`captions\` and \`carousel\`.`,
  },
  deleteSourcesById: {
    summary: "Delete a content source",
    returns: Done,
    description: `\`{success}\`: the source, its assets and its recording.`,
  },
  getSourcesByIdAudio: {
    summary: "A voice note's recording",
    returns: { file: "audio/*" },
  },
  postSourcesByIdSchedule: {
    summary: "Schedule one of a source's captions",
    returns: PostView,
    body: ScheduleCaptionInput,
    status: 201,
    description: `The scheduled post; 400 \`Please fill in all required fields\` naming each; 400 per platform; 403 past the Starter limit.`,
  },
  postCreateFromQuestions: {
    summary: "Create posts from the wizard's answers",
    returns: ContentView,
    body: CreateFromQuestionsInput,
    status: 201,
    description: `\`ContentView\`; 400 \`fields["answers.topic"]: "Topic is required"\` … for each blank answer.`,
  },
  postCreateFromTranscript: {
    summary: "Create posts from a transcript",
    returns: ContentView,
    body: CreateFromTranscriptInput,
    status: 201,
    description: `\`ContentView\` (the voice note's source completed in place when \`sourceId\` is given).`,
  },
  postVoiceNote: {
    summary: "Transcribe a voice note",
    returns: TranscribedSource,
    bodyMedia: { "multipart/form-data": VoiceNoteForm },
    status: 201,
    errors: [429, 503],
    description: `The source \`{…, status: "transcribed", transcript, model}\`; 503 when no speech-to-text is configured or the service fails; 400 when it cannot read the recording or hears no words; 413 past 25 MB; 429 when the service is busy.`,
  },
  postScheduleDesign: {
    summary: "Schedule a library design",
    returns: PostView,
    body: ScheduleDesignInput,
    status: 201,
    errors: [503],
    description: `The scheduled post; 400 \`Please select a design, add caption, choose platforms, and set schedule time\` with each missing field; a Canva design is exported to PNG first (503 when Canva fails); 403 past the Starter limit.`,
  },
});
