import { ChartColumn, FileText, LayoutDashboard, PenLine, Users, type LucideIcon } from "lucide-react";

/** The header's links (spec 000 §2.3), in order. */
export const HEADER_NAV = [
  { href: "/dashboard", label: "Dashboard" },
  { href: "/content", label: "The Creator" },
  { href: "/clients", label: "Clients" },
  { href: "/time", label: "Time" },
  { href: "/invoices", label: "The Admin" },
  { href: "/workflows", label: "The Project Manager" },
  { href: "/business-insights", label: "The Strategist" },
  { href: "/analytics", label: "The Analyst" },
] as const;

/** The phone's bottom bar (spec 000 §2.4). */
export const MOBILE_NAV: readonly { href: string; label: string; icon: LucideIcon }[] = [
  { href: "/dashboard", label: "Dashboard", icon: LayoutDashboard },
  { href: "/content", label: "Content", icon: PenLine },
  { href: "/clients", label: "Clients", icon: Users },
  { href: "/invoices", label: "Invoices", icon: FileText },
  { href: "/analytics", label: "Analytics", icon: ChartColumn },
];

/** '/' is the dashboard too; a section stays active on its sub-pages (/clients/123). */
export function isActivePath(location: string, href: string): boolean {
  if (href === "/dashboard") return location === "/" || location === "/dashboard";
  return location === href || location.startsWith(`${href}/`);
}
