// A voice note: recorded in the browser (MediaRecorder) or chosen as a file, transcribed by the
// server's speech-to-text model, then turned into the same 5 captions and carousel. Without a
// speech-to-text model the owner types or pastes what they said, and the page says why.
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useSingleFlightMutation } from "@web/hooks/use-single-flight-mutation";
import { FileAudio, Mic, Sparkles, Square } from "lucide-react";
import type { ContentSourceView, ContentView } from "@core/creator/content/schemas";
import { Button } from "@web/components/ui/button";
import { Field } from "@web/components/ui/form";
import { Spinner } from "@web/components/ui/spinner";
import { Textarea } from "@web/components/ui/textarea";
import { apiRequest, readApiError } from "@web/lib/queryClient";
import { postForm, toastFailure, useRefreshContent } from "./wizard-data";

const MAX_AUDIO_BYTES = 25 * 1024 * 1024;
const MAX_SECONDS = 10 * 60;

interface ServerConfig {
  transcription: { available: boolean; model: string | null };
}

export function WizardVoiceNote({ onDone }: { onDone: (content: ContentView) => void }) {
  const id = useId();
  const config = useQuery<ServerConfig>({ queryKey: ["/api/config"] });
  const available = config.data?.transcription.available ?? false;
  const [recording, setRecording] = useState<Blob | null>(null);
  const [transcript, setTranscript] = useState("");
  const [source, setSource] = useState<(ContentSourceView & { model: string }) | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const refresh = useRefreshContent();
  const playback = useMemo(() => (recording ? URL.createObjectURL(recording) : null), [recording]);
  useEffect(() => () => void (playback && URL.revokeObjectURL(playback)), [playback]);

  const transcribe = useSingleFlightMutation({
    mutationFn: async (audio: Blob) => {
      const form = new FormData();
      const name = audio instanceof File ? audio.name : `voice-note.${audio.type.includes("ogg") ? "ogg" : "webm"}`;
      form.set("audio", audio, name);
      return (await (await postForm("/api/content/voice-note", form)).json()) as ContentSourceView & { model: string };
    },
    onSuccess: (result) => {
      setSource(result);
      setTranscript(result.transcript ?? "");
      setProblem(null);
      void refresh();
    },
    onError: (error) => {
      const message = readApiError(error).message;
      setProblem(message);
      toastFailure("Failed to transcribe the voice note", error);
    },
  });

  const generate = useSingleFlightMutation({
    mutationFn: async () =>
      (await (
        await apiRequest("POST", "/api/content/create-from-transcript", { body: { transcript, sourceId: source?.id } })
      ).json()) as ContentView,
    onSuccess: (content) => {
      void refresh();
      onDone(content);
    },
    onError: (error) => {
      setProblem(readApiError(error).fields?.transcript ?? null);
      toastFailure("Failed to create content. Please try again.", error);
    },
  });

  const take = (audio: Blob) => {
    setProblem(null);
    setSource(null);
    if (audio.size > MAX_AUDIO_BYTES) {
      setProblem("The recording is larger than 25 MB");
      return;
    }
    setRecording(audio);
    if (available) transcribe.mutate(audio);
  };

  return (
    <div className="grid gap-5">
      {config.isLoading ? (
        <Spinner label="Loading" />
      ) : available ? (
        <div className="grid gap-3">
          <p className="text-sm text-muted-foreground">
            Talk for a minute about something your clients should know. We transcribe it and write 5 captions and a
            carousel from what you said.
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <Recorder onRecorded={take} disabled={transcribe.isPending} />
            <span className="text-sm text-muted-foreground">or</span>
            <label className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border border-input bg-card px-4 text-sm font-medium shadow-xs hover:bg-accent focus-within:ring-2 focus-within:ring-ring">
              <FileAudio className="size-4" aria-hidden />
              Upload an audio file
              <input
                type="file"
                accept="audio/*,.m4a,.mp3,.wav,.webm,.ogg,.flac"
                className="sr-only"
                aria-label="Upload an audio file"
                disabled={transcribe.isPending}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = "";
                  if (file) take(file);
                }}
              />
            </label>
          </div>
          <p className="text-xs text-muted-foreground">MP3, M4A, WAV, WebM, OGG or FLAC, up to 25 MB.</p>
        </div>
      ) : (
        <div role="note" className="rounded-lg border border-dashed bg-muted/40 p-4 text-sm">
          <p className="font-medium">Type or paste what you said</p>
          <p className="mt-1 text-muted-foreground">
            Speech-to-text isn't set up on this server, so recordings can't be transcribed here. Play your voice note
            back and type it (or paste a transcript from your phone's recorder): your posts are written from it the same
            way.
          </p>
        </div>
      )}

      {playback && <audio controls src={playback} className="w-full max-w-md" aria-label="Your recording" />}
      {transcribe.isPending && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Spinner /> Transcribing your voice note...
        </p>
      )}

      {(!available || source || transcript) && (
        <Field
          label="Transcript"
          htmlFor={`${id}-transcript`}
          error={problem ?? undefined}
          description={
            source ? `Transcribed by ${source.model}. Fix any word it misheard before generating.` : undefined
          }
        >
          <Textarea
            id={`${id}-transcript`}
            rows={6}
            value={transcript}
            maxLength={20000}
            placeholder="Today I want to talk about…"
            onChange={(e) => setTranscript(e.target.value)}
          />
        </Field>
      )}
      {problem && !(!available || source || transcript) && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}

      {(!available || source || transcript) && (
        <div className="flex justify-end">
          <Button onClick={() => generate.mutate()} disabled={!transcript.trim() || generate.isPending}>
            {generate.isPending ? <Spinner /> : <Sparkles aria-hidden />}
            {generate.isPending ? "Writing your posts..." : "Generate Content"}
          </Button>
        </div>
      )}
    </div>
  );
}

/** Records from the microphone until Stop (at most 10 minutes). */
function Recorder({ onRecorded, disabled }: { onRecorded: (audio: Blob) => void; disabled: boolean }) {
  const recorder = useRef<MediaRecorder | null>(null);
  const [seconds, setSeconds] = useState<number | null>(null);
  const [denied, setDenied] = useState<string | null>(null);

  useEffect(() => {
    if (seconds === null) return;
    if (seconds >= MAX_SECONDS) {
      recorder.current?.stop();
      return;
    }
    const timer = setTimeout(() => setSeconds((s) => (s === null ? null : s + 1)), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);

  useEffect(() => () => recorder.current?.stream.getTracks().forEach((t) => t.stop()), []);

  const start = async () => {
    setDenied(null);
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === "undefined") {
      setDenied("This browser can't record audio: upload a file instead.");
      return;
    }
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const type = ["audio/webm;codecs=opus", "audio/ogg;codecs=opus", "audio/webm"].find((t) =>
        MediaRecorder.isTypeSupported(t),
      );
      const rec = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
      const chunks: Blob[] = [];
      rec.ondataavailable = (e) => e.data.size && chunks.push(e.data);
      rec.onstop = () => {
        stream.getTracks().forEach((t) => t.stop());
        setSeconds(null);
        onRecorded(new Blob(chunks, { type: rec.mimeType || "audio/webm" }));
      };
      recorder.current = rec;
      rec.start();
      setSeconds(0);
    } catch {
      setDenied("Microphone access was refused. Allow it in your browser, or upload a file instead.");
    }
  };

  const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
  return (
    <div className="grid gap-1">
      {seconds === null ? (
        <Button type="button" onClick={() => void start()} disabled={disabled}>
          <Mic aria-hidden />
          Record a voice note
        </Button>
      ) : (
        <Button type="button" variant="destructive" onClick={() => recorder.current?.stop()}>
          <Square aria-hidden />
          Stop recording <span className="tabular-nums">{clock(seconds)}</span>
        </Button>
      )}
      {denied && (
        <p role="alert" className="text-sm text-destructive">
          {denied}
        </p>
      )}
    </div>
  );
}
