// Deleting a design asks first (spec 001 §9: delete confirmation required for designs).
import { useMutation } from "@tanstack/react-query";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@web/components/ui/alert-dialog";
import { toast } from "@web/hooks/use-toast";
import { apiRequest, readApiError } from "@web/lib/queryClient";
import { useRefreshDesigns, type DesignView } from "./design-data";

export function DesignDeleteDialog({ design, onClose }: { design: DesignView | null; onClose: () => void }) {
  const refresh = useRefreshDesigns();
  const remove = useMutation({
    mutationFn: (d: DesignView) => apiRequest("DELETE", "/api/designs/{id}", { path: { id: d.id } }),
    onSuccess: (_, d) => {
      toast({ title: "Design Deleted", description: d.title });
      void refresh();
      onClose();
    },
    onError: (error) => {
      const api = readApiError(error);
      toast({
        variant: "destructive",
        title: "Error",
        description: api.status === 409 ? api.message : "Failed to delete design. Please try again.",
      });
    },
  });
  return (
    <AlertDialog open={!!design} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {design?.title}?</AlertDialogTitle>
          <AlertDialogDescription>
            The design and its file leave your library.
            {design?.origin === "canva" && " It stays in your Canva account."}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className="bg-destructive text-destructive-foreground hover:bg-destructive/90"
            onClick={(e) => {
              e.preventDefault();
              if (design) remove.mutate(design);
            }}
            disabled={remove.isPending}
          >
            Delete design
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
