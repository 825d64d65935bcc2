// The header of a public document's card (an invoice, a quote): from whom and which, with its status
// badge beside it on wide screens and below it on a phone.
import type { ReactNode } from "react";
import { CardHeader } from "@web/components/ui/card";
import { PublicPageTitle } from "./page-title";

export function PublicDocumentHeader({ from, title, badge }: { from: ReactNode; title: ReactNode; badge: ReactNode }) {
  return (
    <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
      <PublicPageTitle from={from} title={title} />
      {badge}
    </CardHeader>
  );
}
