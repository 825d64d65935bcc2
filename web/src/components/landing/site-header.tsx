import { Logo } from "@web/components/layout/logo";
import { Button } from "@web/components/ui/button";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-transparent bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <a href="/" className="rounded-md" aria-label="Microteam home">
          <Logo />
        </a>
        <nav aria-label="Site" className="flex items-center gap-1 sm:gap-2">
          <a
            href="#features"
            className="hidden rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground sm:block"
          >
            Features
          </a>
          <a
            href="#pricing"
            className="hidden rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground sm:block"
          >
            Pricing
          </a>
          {/* /api/login is a real navigation: the server answers it (spec 000 §2.1). */}
          <Button asChild variant="outline" size="sm">
            <a href="/api/login">Sign in</a>
          </Button>
        </nav>
      </div>
    </header>
  );
}
