import type { SocialMediaInput } from "@core/users/schemas";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@web/components/ui/alert-dialog";
import { Button, buttonVariants } from "@web/components/ui/button";
import type { PlatformMeta } from "@web/lib/social-platforms";
import { useSettingsSave } from "./use-settings-save";

/** 'Disconnect' on a connected tile: after a confirmation, removes that platform's stored token(s). */
export function DisconnectPlatform({ meta, onDone }: { meta: PlatformMeta; onDone: () => void }) {
  const disconnect = useSettingsSave({
    url: "/api/user/social-media",
    success: { title: "Social Media Updated", description: `${meta.label} has been disconnected.` },
    failure: { title: "Error", description: "Unable to update social media connections. Please try again." },
    onSuccess: onDone,
  });
  const body = Object.fromEntries(meta.tokenFields.map((f) => [f, null])) as SocialMediaInput;
  const plural = meta.tokenFields.length > 1;

  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="h-7 px-2 text-xs text-muted-foreground hover:text-destructive"
          disabled={disconnect.isPending}
          aria-label={`Disconnect ${meta.label}`}
        >
          {disconnect.isPending ? "Disconnecting..." : "Disconnect"}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Disconnect {meta.label}?</AlertDialogTitle>
          <AlertDialogDescription>
            This removes the saved access {plural ? "token and secret" : "token"} for {meta.label}. Content can still be
            created, but it won't be posted to {meta.label} automatically until you connect it again. Your handle and
            page details are kept.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: "destructive" })}
            onClick={() => disconnect.mutate(body)}
          >
            Disconnect
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
