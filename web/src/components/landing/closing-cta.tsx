import { ArrowRight } from "lucide-react";
import { Link } from "wouter";

export function ClosingCta() {
  return (
    <section aria-labelledby="closing-title" className="px-4 pb-16 sm:px-6 lg:pb-24">
      <div className="mx-auto max-w-6xl overflow-hidden rounded-3xl bg-linear-to-br from-primary to-brand-violet px-6 py-14 text-center text-primary-foreground shadow-xl sm:px-12">
        <h2 id="closing-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Ready to meet your micro-team?
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-white/90">
          Two weeks free, then the founding-member price for as long as you stay.
        </p>
        <Link
          href="/checkout?tier=starter"
          className="mt-8 inline-flex h-11 items-center justify-center gap-2 rounded-md bg-white px-6 text-base font-semibold text-primary shadow-sm transition-colors hover:bg-white/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          Start Your 2-Week Free Trial
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
    </section>
  );
}
