// Opening an editor (Canva's, or the built-in one) in a new tab. The tab is opened at the click, while
// the browser still counts it as the owner's action, then sent to the address once the server answers;
// a blocked tab gets 'Please allow popups' with a link that opens it here instead.
import { ToastAction } from "@web/components/ui/toast";
import { toast } from "@web/hooks/use-toast";

/** Where the owner can still start when the new tab is blocked and no address came back. */
export const CANVA_CREATE_PAGE = "https://www.canva.com/create/";

export async function openInNewTab(getUrl: () => Promise<string>, fallback: string): Promise<"opened" | "blocked"> {
  const tab = window.open("", "_blank");
  let url: string;
  try {
    url = await getUrl();
  } catch (error) {
    tab?.close();
    throw error;
  }
  if (tab && !tab.closed) {
    tab.opener = null;
    tab.location.href = url;
    return "opened";
  }
  popupsBlocked(url || fallback);
  return "blocked";
}

export function popupsBlocked(url: string) {
  toast({
    variant: "destructive",
    title: "Please allow popups",
    description: "Your browser blocked the new tab. Allow popups for this site, or open it here.",
    action: (
      <ToastAction altText="Open here" onClick={() => window.location.assign(url)}>
        Open here
      </ToastAction>
    ),
  });
}
