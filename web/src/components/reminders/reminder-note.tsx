// The overdue panel's note: the server's sentence for the owner's schedule (spec 001's "Reminders are
// sent automatically at 1, 3 and 7 days past due." when nothing else is set).
import { useQuery } from "@tanstack/react-query";
import type { ReminderSettingsView } from "@core/reminders/settings";

export function ReminderNote() {
  const query = useQuery<ReminderSettingsView>({ queryKey: ["/api/reminders/settings"] });
  return <span data-testid="reminder-note">{query.data?.note ?? "Reminders are sent automatically."}</span>;
}
