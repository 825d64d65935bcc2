import { Logo } from "@web/components/layout/logo";

export function SiteFooter({ year = String(new Date().getFullYear()) }: { year?: string }) {
  return (
    <footer className="border-t bg-card">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="grid gap-2">
          <Logo />
          <p className="text-sm text-muted-foreground">Your first five employees, without payroll.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <li>
              <a href="#features" className="text-muted-foreground hover:text-foreground">
                Features
              </a>
            </li>
            <li>
              <a href="#pricing" className="text-muted-foreground hover:text-foreground">
                Pricing
              </a>
            </li>
            <li>
              <a href="/api/login" className="text-muted-foreground hover:text-foreground">
                Sign in
              </a>
            </li>
          </ul>
        </nav>
        <p className="text-sm text-muted-foreground">© {year} Microteam</p>
      </div>
    </footer>
  );
}
