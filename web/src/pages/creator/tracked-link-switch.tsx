import { Label } from "@web/components/ui/label";
import { Switch } from "@web/components/ui/switch";

/**
 * "Add a tracked link": each platform's text gets its own short link to the owner's contact page, so
 * the Analyst can say which post brought a lead, a client and their revenue.
 */
export function TrackedLinkSwitch({
  id,
  checked,
  onChange,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start gap-3">
      <Switch id={id} checked={checked} onCheckedChange={onChange} className="mt-0.5" />
      <div className="grid gap-0.5">
        <Label htmlFor={id} className="font-normal">
          Add a tracked link to your contact page
        </Label>
        <p className="text-xs text-muted-foreground">
          A short link at the end (or where you write {"{link}"}), one per platform, so you see which post brings clients.
        </p>
      </div>
    </div>
  );
}
