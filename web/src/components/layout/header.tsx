import { Link, useLocation } from "wouter";
import { useAuth } from "@web/hooks/useAuth";
import { cn } from "@web/lib/utils";
import { Logo } from "./logo";
import { HEADER_NAV, isActivePath } from "./nav-items";
import { NotificationsMenu } from "./notifications-menu";
import { UserMenu } from "./user-menu";

/** The signed-in header (spec 000 §2.3). */
export function Header() {
  const { user } = useAuth();
  const [location] = useLocation();

  return (
    <header className="sticky top-0 z-40 border-b bg-card/90 backdrop-blur supports-[backdrop-filter]:bg-card/75">
      {/* Eight links do not fit beside the logo between md and xl, so there they wrap to a second row. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 px-4 sm:px-6 lg:px-8">
        <Link
          href="/dashboard"
          className="order-1 flex h-16 items-center rounded-md focus-visible:outline-offset-4"
          aria-label="Microteam, go to dashboard"
        >
          <Logo />
        </Link>

        <nav
          aria-label="Main"
          className="order-3 -mx-2 hidden w-full overflow-x-auto pb-2 md:block xl:order-2 xl:mx-0 xl:w-auto xl:flex-1 xl:pb-0"
        >
          <ul className="flex items-center gap-1">
            {HEADER_NAV.map(({ href, label }) => {
              const active = isActivePath(location, href);
              return (
                <li key={href}>
                  <Link
                    href={href}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      // Inset focus ring: the scrollable nav would clip an outer one.
                      "block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:-outline-offset-2",
                      active
                        ? "bg-accent text-accent-foreground"
                        : "text-muted-foreground hover:bg-muted hover:text-foreground",
                    )}
                  >
                    {label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="order-2 ml-auto flex h-16 items-center gap-1 xl:order-3 xl:ml-0">
          <NotificationsMenu />
          <UserMenu user={user} />
        </div>
      </div>
    </header>
  );
}
