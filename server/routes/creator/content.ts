import { Hono } from "hono";
import {
  MAX_AUDIO_BYTES,
  readVoiceNoteAudio,
  createFromQuestions,
  createFromTranscript,
  deleteSource,
  getContent,
  listSources,
  scheduleCaption,
  transcribeVoiceNote,
  scheduleExistingDesign,
} from "@core/creator";
import type { AppEnv } from "../../env";
import { contentDocs } from "./content.docs";
import { readJson } from "../../http";
import { ownerContext, requireUser } from "../../middleware/auth";
import { sendPage } from "../../paging";
import { readMultipart, sendFile, uploadLimit } from "../../uploads";

export const contentRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/sources", contentDocs.getSources, (c) =>
    sendPage(c, listSources({ ctx: ownerContext(c), query: c.req.query() })),
  )
  .get("/sources/:id", contentDocs.getSourcesById, (c) =>
    c.json(getContent({ ctx: ownerContext(c), id: c.req.param("id") }), 200),
  )
  .delete("/sources/:id", contentDocs.deleteSourcesById, async (c) =>
    c.json(await deleteSource({ ctx: ownerContext(c), id: c.req.param("id") }), 200),
  )
  .get("/sources/:id/audio", contentDocs.getSourcesByIdAudio, async (c) =>
    sendFile(c, await readVoiceNoteAudio({ ctx: ownerContext(c), id: c.req.param("id") })),
  )
  .post("/sources/:id/schedule", contentDocs.postSourcesByIdSchedule, async (c) =>
    c.json(scheduleCaption({ ctx: ownerContext(c), sourceId: c.req.param("id"), input: await readJson(c) }), 201),
  )
  .post("/create-from-questions", contentDocs.postCreateFromQuestions, async (c) =>
    c.json(await createFromQuestions({ ctx: ownerContext(c), input: await readJson(c) }), 201),
  )
  .post("/create-from-transcript", contentDocs.postCreateFromTranscript, async (c) =>
    c.json(await createFromTranscript({ ctx: ownerContext(c), input: await readJson(c) }), 201),
  )
  // Multipart: audio (a recording from the browser's microphone, or an audio file).
  .post(
    "/voice-note",
    contentDocs.postVoiceNote,
    uploadLimit(MAX_AUDIO_BYTES, "The recording is larger than 25 MB", "audio"),
    async (c) => {
      const { file } = await readMultipart(c, "audio");
      return c.json(await transcribeVoiceNote({ ctx: ownerContext(c), file }), 201);
    },
  )
  .post("/schedule-design", contentDocs.postScheduleDesign, async (c) =>
    c.json(await scheduleExistingDesign({ ctx: ownerContext(c), input: await readJson(c) }), 201),
  );
