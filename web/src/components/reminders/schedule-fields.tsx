// The two fields of a reminder schedule: steps in days from the due date ("-3, 0, 3, 7") and an
// optional repeat. The server validates (core/reminders/schedule.ts) and names the field in error.
import { Field } from "@web/components/ui/form";
import { Input } from "@web/components/ui/input";

export const stepsText = (steps: number[]) => steps.join(", ");

/** "-3, 0, +3 7" → [-3, 0, 3, 7]; anything else is sent as typed, for the server to name. */
export function parseStepsText(text: string): (number | string)[] {
  return text
    .split(/[,;\s]+/)
    .filter(Boolean)
    .map((t) => {
      const n = t.replace("−", "-");
      return /^[-+]?\d+$/.test(n) ? Number(n) : t;
    });
}

export function scheduleBody(steps: string, repeat: string) {
  // A step that is not a whole number goes as typed (the document says numbers): the server's message
  // then names it under its field ("schedule.steps.2").
  const parsed = parseStepsText(steps) as number[];
  return { steps: parsed, repeatEvery: repeat.trim() === "" ? null : Number(repeat) };
}

/** The first server message for a field path or any of its children ("schedule.steps.2"). */
export function fieldError(fields: Record<string, string>, path: string): string | undefined {
  const key = Object.keys(fields).find((k) => k === path || k.startsWith(`${path}.`));
  return key ? fields[key] : undefined;
}

interface Props {
  id: string;
  steps: string;
  onSteps: (v: string) => void;
  repeat: string;
  onRepeat: (v: string) => void;
  errors: { steps?: string; repeat?: string };
}

export function ScheduleFields({ id, steps, onSteps, repeat, onRepeat, errors }: Props) {
  return (
    <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
      <Field
        label="Steps (days from the due date)"
        htmlFor={`${id}-steps`}
        error={errors.steps}
        description="Negative before it, 0 on the day: -3, 0, 3, 7"
      >
        <Input id={`${id}-steps`} value={steps} onChange={(e) => onSteps(e.target.value)} inputMode="text" />
      </Field>
      <Field
        label="Then every (days)"
        htmlFor={`${id}-repeat`}
        error={errors.repeat}
        description="Until paid, 10 times at most; empty: no repeat"
        optional
      >
        <Input
          id={`${id}-repeat`}
          value={repeat}
          inputMode="numeric"
          onChange={(e) => onRepeat(e.target.value.replace(/[^\d]/g, ""))}
        />
      </Field>
    </div>
  );
}
