// Back from Canva's authorisation (GET /api/canva/callback redirects to /content?canva=…): say how it
// went once, then take the outcome out of the address.
import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "@web/hooks/use-toast";
import { CANVA_STATUS_KEY, DESIGNS_KEY } from "./design-data";

export function DesignCanvaOutcome() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const outcome = params.get("canva");
    if (!outcome) return;
    if (outcome === "connected") {
      const synced = Number(params.get("synced") ?? "");
      toast({
        title: "Canva connected",
        description:
          Number.isFinite(synced) && params.has("synced")
            ? `${synced} design${synced === 1 ? "" : "s"} added to your library.`
            : undefined,
      });
    } else {
      toast({
        variant: "destructive",
        title: "Failed to connect Canva account.",
        description: params.get("message") ?? undefined,
      });
    }
    void queryClient.invalidateQueries({ queryKey: CANVA_STATUS_KEY });
    void queryClient.invalidateQueries({ queryKey: DESIGNS_KEY });
    window.history.replaceState(null, "", `${window.location.pathname}${window.location.hash}`);
  }, [queryClient]);
  return null;
}
