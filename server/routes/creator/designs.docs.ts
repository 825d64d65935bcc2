import { DesignView, UploadDesignForm } from "@core/creator";
import { Done } from "@core/answers";
import { describeRoutes } from "../../openapi/describe";

export const designDocs = describeRoutes("Content", {
  postUpload: {
    summary: "Upload a design",
    returns: DesignView,
    bodyMedia: { "multipart/form-data": UploadDesignForm },
    status: 201,
    description: `The design with its thumbnail. Files are checked by their bytes: an empty, foreign or cut-off file is 400 \`fields.design\`; past 10 MB 413; nothing is kept.`,
  },
  getByIdFile: {
    summary: "A design's file",
    returns: { file: "application/octet-stream" },
    description: `The file, with its own type (PNG, JPG or PDF).`,
  },
  getByIdThumbnail: {
    summary: "A design's thumbnail",
    returns: { file: "image/webp" },
  },
  deleteById: {
    summary: "Delete a design",
    returns: Done,
    errors: [409],
    description: `\`{success}\`; 409 while a post scheduled or being published carries the design.`,
  },
});
