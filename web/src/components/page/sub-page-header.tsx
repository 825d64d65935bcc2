// The top of a page that lives under another (Quotes and Recurring under The Admin): a link back, the
// page's title and what it is for, and its main action on the right (below on a phone).
import type { ReactNode } from "react";
import { Link } from "wouter";
import { ArrowLeft } from "lucide-react";

interface Props {
  back: { href: string; label: string };
  title: string;
  description: ReactNode;
  action: ReactNode;
}

export function SubPageHeader({ back, title, description, action }: Props) {
  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <div>
        <Link
          href={back.href}
          className="mb-2 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {back.label}
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        <p className="mt-1 text-muted-foreground">{description}</p>
      </div>
      {action}
    </div>
  );
}
