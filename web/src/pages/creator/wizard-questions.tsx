// The 5-step wizard (spec 001 §2): one question at a time with progress, Next only on a non-blank
// answer, Previous disabled at step 1, 'Generate Content' on the last step.
import { useId, useState } from "react";
import { useSingleFlightMutation } from "@web/hooks/use-single-flight-mutation";
import { ArrowLeft, ArrowRight, Sparkles } from "lucide-react";
import { WIZARD_QUESTIONS, type AnswerKey, type ContentView, type WizardAnswers } from "@core/creator/content/schemas";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Progress } from "@web/components/ui/progress";
import { Spinner } from "@web/components/ui/spinner";
import { Textarea } from "@web/components/ui/textarea";
import { apiRequest } from "@web/lib/queryClient";
import { cn } from "@web/lib/utils";
import { toastFailure, useRefreshContent } from "./wizard-data";

export const EMPTY_ANSWERS: WizardAnswers = { topic: "", audience: "", key_point: "", context: "", tone: "" };
const LONG: AnswerKey[] = ["key_point", "context"];
const TONES = ["Friendly", "Professional", "Bold", "Playful", "Inspiring", "Educational"];

export function WizardQuestions({
  answers,
  onAnswers,
  onDone,
}: {
  answers: WizardAnswers;
  onAnswers: (answers: WizardAnswers) => void;
  onDone: (content: ContentView) => void;
}) {
  const id = useId();
  const [step, setStep] = useState(0);
  const refresh = useRefreshContent();
  const question = WIZARD_QUESTIONS[step];
  const value = answers[question.key];
  const last = step === WIZARD_QUESTIONS.length - 1;
  const blank = !value.trim();

  const generate = useSingleFlightMutation({
    mutationFn: async () =>
      (await (await apiRequest("POST", "/api/content/create-from-questions", { body: { answers } })).json()) as ContentView,
    onSuccess: (content) => {
      void refresh();
      onDone(content);
    },
    onError: (error) => toastFailure("Failed to create content. Please try again.", error),
  });

  const next = () => {
    if (blank || generate.isPending) return;
    if (last) generate.mutate();
    else setStep(step + 1);
  };
  const set = (text: string) => onAnswers({ ...answers, [question.key]: text });
  const controlId = `${id}-${question.key}`;

  return (
    <form
      className="grid gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        next();
      }}
    >
      <div className="grid gap-2">
        <div className="flex items-center justify-between text-sm text-muted-foreground">
          <span data-testid="wizard-step">
            Question {step + 1} of {WIZARD_QUESTIONS.length}
          </span>
          <span>{Math.round(((step + 1) / WIZARD_QUESTIONS.length) * 100)}%</span>
        </div>
        <Progress value={((step + 1) / WIZARD_QUESTIONS.length) * 100} aria-label="Wizard progress" />
      </div>

      <div className="grid gap-2">
        <Label htmlFor={controlId} className="text-base font-medium">
          {question.question}
        </Label>
        {LONG.includes(question.key) ? (
          <Textarea
            id={controlId}
            key={question.key}
            autoFocus
            rows={4}
            value={value}
            maxLength={question.key === "context" ? 1200 : 600}
            placeholder={question.placeholder}
            onChange={(e) => set(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter" && (e.metaKey || e.ctrlKey)) next();
            }}
          />
        ) : (
          <Input
            id={controlId}
            key={question.key}
            autoFocus
            value={value}
            maxLength={question.key === "tone" ? 80 : 200}
            placeholder={question.placeholder}
            onChange={(e) => set(e.target.value)}
          />
        )}
        {question.key === "tone" && (
          <div className="flex flex-wrap gap-2" role="group" aria-label="Suggested tones">
            {TONES.map((tone) => (
              <button
                key={tone}
                type="button"
                onClick={() => set(tone.toLowerCase())}
                className={cn(
                  "rounded-full border px-3 py-1 text-sm transition-colors hover:bg-accent",
                  value.toLowerCase() === tone.toLowerCase() && "border-primary bg-primary/10 text-accent-foreground",
                )}
              >
                {tone}
              </button>
            ))}
          </div>
        )}
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button
          type="button"
          variant="outline"
          disabled={step === 0 || generate.isPending}
          onClick={() => setStep(step - 1)}
        >
          <ArrowLeft aria-hidden />
          Previous
        </Button>
        <Button type="submit" disabled={blank || generate.isPending}>
          {generate.isPending ? (
            <>
              <Spinner />
              Writing your posts...
            </>
          ) : last ? (
            <>
              <Sparkles aria-hidden />
              Generate Content
            </>
          ) : (
            <>
              Next
              <ArrowRight aria-hidden />
            </>
          )}
        </Button>
      </div>
    </form>
  );
}
