// Editing the schedule of one client or one invoice: the two schedule fields, filled from the schedule
// in force, with Cancel and Save schedule; the server's messages go under the field they name.
import { useState } from "react";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { ScheduleFields, fieldError, scheduleBody, stepsText } from "./schedule-fields";

interface Props {
  id: string;
  /** The schedule the fields start from. */
  initial: { steps: number[]; repeatEvery: number | null };
  /** The server's messages by field ("schedule.steps.2"). */
  fields: Record<string, string>;
  pending: boolean;
  onSave: (schedule: ReturnType<typeof scheduleBody>) => void;
  onCancel: () => void;
}

export function OwnScheduleForm({ id, initial, fields, pending, onSave, onCancel }: Props) {
  const [steps, setSteps] = useState(() => stepsText(initial.steps));
  const [repeat, setRepeat] = useState(() => (initial.repeatEvery ? String(initial.repeatEvery) : ""));
  return (
    <form
      noValidate
      className="grid gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        onSave(scheduleBody(steps, repeat));
      }}
    >
      <ScheduleFields
        id={id}
        steps={steps}
        onSteps={setSteps}
        repeat={repeat}
        onRepeat={setRepeat}
        errors={{
          steps: fieldError(fields, "schedule.steps"),
          repeat: fieldError(fields, "schedule.repeatEvery"),
        }}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={pending}>
          {pending && <Spinner />}
          Save schedule
        </Button>
      </div>
    </form>
  );
}
