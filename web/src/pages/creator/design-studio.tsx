// The design studio (spec 001 §2): Canva's connection, templates at real platform sizes, and the
// library with upload, one-click post, scheduling and delete.
import { useState } from "react";
import { CalendarPlus, Palette, Upload } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Separator } from "@web/components/ui/separator";
import { DesignCanvaBar } from "./design-canva-bar";
import { DesignLibrary } from "./design-library";
import { DesignScheduleUploadDialog } from "./design-schedule-upload-dialog";
import { DesignTemplates } from "./design-templates";
import { DesignUploadDialog } from "./design-upload-dialog";

export function DesignStudio() {
  const [uploading, setUploading] = useState(false);
  const [schedulingUpload, setSchedulingUpload] = useState(false);
  return (
    <Card role="region" aria-labelledby="design-studio-title" id="design-studio" className="scroll-mt-20">
      <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
            <Palette className="size-5" aria-hidden />
          </span>
          <div className="grid gap-1">
            <CardTitle as="h2" id="design-studio-title">
              Design Studio
            </CardTitle>
            <CardDescription>
              Make images for your posts, keep them in one place, and post or schedule them.
            </CardDescription>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setUploading(true)}>
            <Upload aria-hidden />
            Upload Design
          </Button>
          <Button onClick={() => setSchedulingUpload(true)}>
            <CalendarPlus aria-hidden />
            Schedule an Upload
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid gap-6">
        <DesignCanvaBar />
        <DesignTemplates />
        <Separator />
        <DesignLibrary />
      </CardContent>
      <DesignUploadDialog open={uploading} onOpenChange={setUploading} />
      <DesignScheduleUploadDialog open={schedulingUpload} onOpenChange={setSchedulingUpload} />
    </Card>
  );
}
