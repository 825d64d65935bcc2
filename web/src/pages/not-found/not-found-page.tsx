import { Compass } from "lucide-react";
import { Link } from "wouter";
import { Logo } from "@web/components/layout/logo";
import { Button } from "@web/components/ui/button";

export default function NotFound() {
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="mx-auto flex h-16 w-full max-w-7xl items-center px-4 sm:px-6 lg:px-8">
        <Link href="/" className="rounded-md" aria-label="Microteam home">
          <Logo />
        </Link>
      </header>
      <main className="flex flex-1 items-center justify-center px-4 pb-16">
        <div className="w-full max-w-md rounded-xl border bg-card p-8 text-center shadow-xs">
          <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <Compass className="size-6" aria-hidden />
          </span>
          <h1 className="text-2xl font-semibold tracking-tight">404 Page Not Found</h1>
          <p className="mt-2 text-sm text-muted-foreground">
            There is nothing at this address. It may have moved, or the link may be mistyped.
          </p>
          <Button asChild className="mt-6">
            <Link href="/">Go to the home page</Link>
          </Button>
        </div>
      </main>
    </div>
  );
}
