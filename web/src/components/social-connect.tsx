// One-click connections (decision 323): Connect / Reconnect send the owner to the platform's own
// sign-in (the operator's app); back here, the outcome is said once and, for Facebook, the owner
// picks the Page. A connection made this way is disconnected through the server, which revokes the
// token where the platform allows it.
import { useEffect, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Platform } from "@core/catalog";
import type { PlatformConnection } from "@core/creator/publishing/token-health";
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
import { Checkbox } from "@web/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { Label } from "@web/components/ui/label";
import { toast } from "@web/hooks/use-toast";
import { apiRequest, readApiError } from "@web/lib/queryClient";
import type { PlatformMeta } from "@web/lib/social-platforms";
import { CONNECT_OUTCOME_COOKIE } from "@core/creator/publishing/connect/schemas";

// The current user and the profile (web/src/pages/profile/use-settings-save.ts): refreshed after a change.
const PROFILE_KEY = ["/api/user/profile"] as const;
const AUTH_USER_KEY = ["/api/auth/user"] as const;

/** The platforms as their sign-ins name themselves (X, not Twitter). */
export const CONNECT_NAMES: Record<Platform, string> = {
  twitter: "X",
  linkedin: "LinkedIn",
  facebook: "Facebook",
  instagram: "Instagram",
};

/**
 * Connect or Reconnect: asks the server for the platform's authorisation address and goes there (in a
 * new tab from onboarding, so the form stays as typed).
 */
export function ConnectButton({
  platform,
  reconnect,
  onBeforeLeave,
}: {
  platform: Platform;
  reconnect: boolean;
  /** Runs just before the page leaves for the sign-in (onboarding keeps its answers). */
  onBeforeLeave?: () => void;
}) {
  const authUrl = async () => {
    const res = await apiRequest("POST", "/api/social/{platform}/connect", { path: { platform } });
    return ((await res.json()) as { authUrl: string }).authUrl;
  };
  const connect = useMutation({
    mutationFn: authUrl,
    onSuccess: (url) => {
      onBeforeLeave?.();
      window.location.assign(url);
    },
    onError: (error) =>
      toast({
        variant: "destructive",
        title: `${CONNECT_NAMES[platform]} was not connected`,
        description: readApiError(error).message,
      }),
  });
  return (
    <Button
      type="button"
      size="sm"
      variant={reconnect ? "outline" : "default"}
      // A finger-sized target on a phone, compact beside the tile text from sm up.
      className="h-10 px-3 text-sm sm:h-7 sm:px-2 sm:text-xs"
      disabled={connect.isPending}
      onClick={() => connect.mutate()}
      aria-label={`${reconnect ? "Reconnect" : "Connect"} ${CONNECT_NAMES[platform]}`}
    >
      {connect.isPending ? "Opening…" : reconnect ? "Reconnect" : "Connect"}
    </Button>
  );
}

const date = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: "numeric", month: "short", year: "numeric" });

/**
 * Connected as whom, until when, what is missing: a one-click connection's health in words. `dead`: the
 * platform refused it, so it neither renews nor lasts until a date; only the account is named.
 */
export function ConnectionDetails({
  health,
  dead = false,
}: {
  health: PlatformConnection | undefined;
  dead?: boolean;
}) {
  if (!health || health.via !== "oauth") return null;
  const lines: string[] = [];
  if (!dead) {
    if (health.account) lines.push(`as ${health.account}`);
    if (health.renews) lines.push("renews automatically");
    else if (health.expiresAt) lines.push(`expires ${date(health.expiresAt)}`);
  }
  return (
    <span className="grid text-xs text-muted-foreground" data-testid={`oauth-${health.platform}`}>
      {dead && health.account ? <span>Account: {health.account}</span> : null}
      {lines.length ? <span>Connected {lines.join(" · ")}</span> : null}
      {health.missing.length ? (
        <span className="text-destructive">
          Permission missing: {health.missing.join(", ")}. Reconnect and allow it.
        </span>
      ) : null}
    </span>
  );
}

/**
 * A platform's refusal as the Social Media tab shows it: without "reconnect in Settings → Social Media"
 * (the owner is there, and the tile says what to do next itself), ending with one full stop.
 */
export function refusalHere(text: string): string {
  return `${text
    .replace(/:\s*reconnect in Settings → Social Media/i, "")
    .trim()
    .replace(/\.+$/, "")}.`;
}

/** Disconnect for a one-click connection: the server forgets the token and revokes it where it can. */
export function OAuthDisconnect({ meta }: { meta: PlatformMeta }) {
  const queryClient = useQueryClient();
  const disconnect = useMutation({
    mutationFn: async () =>
      (await (
        await apiRequest("DELETE", "/api/social/{platform}/connection", { path: { platform: meta.platform } })
      ).json()) as { revoked: boolean; note: string | null },
    onSuccess: ({ revoked, note }) => {
      toast({
        title: `${meta.label} disconnected`,
        description: note ?? (revoked ? `Access was revoked at ${meta.label} too.` : undefined),
      });
      void queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
      void queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
      void queryClient.invalidateQueries({ queryKey: ["/api/posts/connections"] });
    },
    onError: (error) => toast({ variant: "destructive", title: "Error", description: readApiError(error).message }),
  });
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          type="button"
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
            This forgets the connection here and asks {meta.label} to revoke it where {meta.label} allows it. Scheduled
            posts won't go to {meta.label} until you connect it again.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: "destructive" })} onClick={() => disconnect.mutate()}>
            Disconnect
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

interface FacebookPage {
  id: string;
  name: string;
  instagram: { id: string; username: string | null } | null;
}

/**
 * After Facebook Login: the Pages Facebook listed; the owner picks one (and its Instagram account).
 * `forInstagram`: the owner pressed Connect on Instagram, so a Page without an Instagram business account
 * is said to be one before it is picked, and picking it connects Facebook only, saying why.
 */
function FacebookPagePicker({ onClose, forInstagram }: { onClose: () => void; forInstagram: boolean }) {
  const queryClient = useQueryClient();
  const pages = useQuery<FacebookPage[]>({ queryKey: ["/api/social/facebook/pages"] });
  const [pageId, setPageId] = useState<string | null>(null);
  const [instagram, setInstagram] = useState(true);
  const chosen = pages.data?.find((p) => p.id === pageId) ?? null;
  const pick = useMutation({
    mutationFn: async () =>
      (await (
        await apiRequest("POST", "/api/social/facebook/pages", {
          body: { pageId: pageId!, instagram: chosen?.instagram ? instagram : forInstagram },
        })
      ).json()) as { facebook: string; instagram: string | null; instagramMissing?: string | null },
    onSuccess: (done) => {
      if (done.instagramMissing) {
        toast({
          variant: "destructive",
          title: "Instagram was not connected",
          description: `${done.instagramMissing}. Facebook is connected with ${done.facebook}.`,
        });
      } else {
        toast({
          title: done.instagram ? "Facebook and Instagram connected" : "Facebook connected",
          description: done.instagram ? `${done.facebook} and Instagram ${done.instagram}` : done.facebook,
        });
      }
      void queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
      void queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
      void queryClient.invalidateQueries({ queryKey: ["/api/posts/connections"] });
      onClose();
    },
    onError: (error) => toast({ variant: "destructive", title: "Error", description: readApiError(error).message }),
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Which Page should post?</DialogTitle>
          <DialogDescription>Facebook listed the Pages you allowed. Posts go to the one you pick.</DialogDescription>
        </DialogHeader>
        <fieldset className="grid gap-2">
          <legend className="sr-only">Facebook Pages</legend>
          {(pages.data ?? []).map((p) => (
            <label key={p.id} className="flex items-center gap-3 rounded-lg border p-3 text-sm">
              <input
                type="radio"
                name="facebook-page"
                value={p.id}
                checked={pageId === p.id}
                onChange={() => setPageId(p.id)}
              />
              <span className="grid">
                <span className="font-medium">{p.name}</span>
                <span className="text-xs text-muted-foreground">
                  {p.instagram
                    ? `Instagram: ${p.instagram.username ? `@${p.instagram.username}` : p.instagram.id}`
                    : "No Instagram business account"}
                </span>
              </span>
            </label>
          ))}
          {pages.data && pages.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">This sign-in has expired: connect Facebook again.</p>
          ) : null}
        </fieldset>
        {forInstagram && chosen && !chosen.instagram ? (
          <p role="alert" className="text-sm text-destructive">
            {chosen.name} has no Instagram business account, so Instagram cannot post through it. Make your Instagram
            account professional (in Instagram: Settings → Account type and tools), link it to this Page (on Facebook:
            the Page's Settings → Linked accounts → Instagram), then press Reconnect on Instagram. Or pick a Page that
            lists its Instagram account.
          </p>
        ) : null}
        {chosen?.instagram ? (
          <div className="flex items-center gap-2">
            <Checkbox id="connect-instagram" checked={instagram} onCheckedChange={(v) => setInstagram(v === true)} />
            <Label htmlFor="connect-instagram">Connect its Instagram account too</Label>
          </div>
        ) : null}
        <DialogFooter>
          <Button type="button" disabled={!pageId || pick.isPending} onClick={() => pick.mutate()}>
            {pick.isPending
              ? "Connecting…"
              : forInstagram && chosen && !chosen.instagram
                ? "Use it for Facebook only"
                : "Use this Page"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

interface ConnectOutcome {
  platform: Platform;
  result: "connected" | "pick" | "error";
  message?: string;
  account?: string;
  /** Permissions posting needs that the owner did not allow (comma-separated). */
  missing?: string;
}

/** The outcome the callback left in its cookie (server/routes/creator/social-connect.ts), removed as read. */
function takeConnectOutcome(): ConnectOutcome | null {
  const raw = document.cookie
    .split("; ")
    .find((c) => c.startsWith(`${CONNECT_OUTCOME_COOKIE}=`))
    ?.slice(CONNECT_OUTCOME_COOKIE.length + 1);
  if (!raw) return null;
  document.cookie = `${CONNECT_OUTCOME_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  try {
    const outcome = JSON.parse(decodeURIComponent(raw)) as ConnectOutcome;
    return outcome.platform in CONNECT_NAMES ? outcome : null;
  } catch {
    return null;
  }
}

/**
 * Back from a platform's sign-in (/profile?tab=social&connect=…, the outcome in a cookie): say how it went, once, then
 * leave `cleanUrl` in the address bar (onboarding, shown at that address until it is done, asks for "/").
 */
export function SocialConnectOutcome({ cleanUrl }: { cleanUrl?: string }) {
  const queryClient = useQueryClient();
  const [picking, setPicking] = useState<Platform | null>(null);
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (!params.has("connect")) return;
    const outcome = takeConnectOutcome();
    window.history.replaceState(null, "", cleanUrl ?? `${window.location.pathname}?tab=social`);
    if (!outcome) return;
    const { platform, result } = outcome;
    const name = CONNECT_NAMES[platform] ?? platform;
    if (result === "connected" && outcome.missing) {
      // Signed in, but without what posting needs: not "connected" as if all were well.
      toast({
        variant: "destructive",
        title: `${name} cannot post yet`,
        description: `${outcome.account ? `Signed in as ${outcome.account}, but` : "Signed in, but"} ${name} was not allowed to post for you (${outcome.missing}). Press Reconnect and allow it.`,
      });
    } else if (result === "connected") {
      toast({
        title: `${name} connected`,
        description: outcome.account ? `as ${outcome.account}` : undefined,
      });
    } else if (result === "pick") {
      setPicking(platform);
    } else {
      toast({
        variant: "destructive",
        title: `${name} was not connected`,
        description: outcome.message,
      });
    }
    void queryClient.invalidateQueries({ queryKey: ["/api/posts/connections"] });
  }, [queryClient, cleanUrl]);
  return picking ? (
    <FacebookPagePicker forInstagram={picking === "instagram"} onClose={() => setPicking(null)} />
  ) : null;
}
