import type * as React from "react";
import { Link } from "wouter";

/** A link to an address the server gave: in-app paths route without a reload, anything else opens as a page. */
export function AppLink({ href, ...props }: Omit<React.ComponentProps<"a">, "href"> & { href: string }) {
  if (href.startsWith("/") && !href.startsWith("//")) return <Link href={href} {...props} />;
  return <a href={href} target="_blank" rel="noopener noreferrer" {...props} />;
}
