import { ClosingCta } from "@web/components/landing/closing-cta";
import { Features } from "@web/components/landing/features";
import { Hero } from "@web/components/landing/hero";
import { Pricing } from "@web/components/landing/pricing";
import { SiteFooter } from "@web/components/landing/site-footer";
import { SiteHeader } from "@web/components/landing/site-header";

/** The public landing page for visitors (spec 000 §2.2), as the app renders it inside the app. */
export default function Landing() {
  return <LandingPage />;
}

/**
 * A visitor's first load gets the same page as static HTML rendered at build time
 * (scripts/prerender-landing.tsx, which passes a placeholder `year` the server fills in).
 */
export function LandingPage({ year }: { year?: string }) {
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <SiteHeader />
      <main className="flex-1">
        <Hero />
        <Features />
        <Pricing />
        <ClosingCta />
      </main>
      <SiteFooter year={year} />
    </div>
  );
}
