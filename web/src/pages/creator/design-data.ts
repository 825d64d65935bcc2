// The design studio's reads and shared bits: query keys, platforms as the studio names them.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { CanvaStatus } from "@core/creator/designs/canva/status";
import type { DesignView } from "@core/creator/designs/schemas";
import type { DesignTemplate, TemplateType } from "@core/creator/designs/templates";
import { DASHBOARD_KEY, EVENTS_KEY } from "./wizard-data";

export const DESIGNS_KEY = ["/api/canva/designs"] as const;
export const CANVA_STATUS_KEY = ["/api/canva/status"] as const;
export const TEMPLATES_KEY = ["/api/canva/templates"] as const;

export type { CanvaStatus, DesignView };

/** Spec 001: platform ids in the design studio are capitalised. */
export const STUDIO_PLATFORMS = ["Instagram", "LinkedIn", "Twitter", "Facebook"] as const;
export type StudioPlatform = (typeof STUDIO_PLATFORMS)[number];

/** The caption counter is informative only (spec 001 §9: /280, no limit enforced). */
export const CAPTION_COUNTER = 280;

export const useTemplates = () => useQuery<Record<TemplateType, DesignTemplate>>({ queryKey: TEMPLATES_KEY });

/** Whether Canva is set up and connected; read again when the owner comes back from Canva's tab. */
export const useCanvaStatus = () => useQuery<CanvaStatus>({ queryKey: CANVA_STATUS_KEY, refetchOnWindowFocus: true });

export function useRefreshDesigns() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [DESIGNS_KEY, CANVA_STATUS_KEY, EVENTS_KEY, DASHBOARD_KEY].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}
