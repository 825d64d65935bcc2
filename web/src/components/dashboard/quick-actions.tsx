import { CalendarPlus, ChartColumn, FilePlus, UserPlus } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";

const ACTIONS = [
  { href: "/invoices", label: "Create New Invoice", icon: FilePlus },
  { href: "/clients", label: "Add New Client", icon: UserPlus },
  { href: "/content", label: "Schedule Content", icon: CalendarPlus },
  { href: "/analytics", label: "View Analytics", icon: ChartColumn },
];

export function QuickActions() {
  return (
    <Card>
      <CardHeader className="p-4 sm:p-6">
        <CardTitle as="h2">Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="px-4 pb-4 sm:px-6 sm:pb-6">
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {ACTIONS.map(({ href, label, icon: Icon }) => (
            <li key={href}>
              <Button asChild variant="outline" className="h-11 w-full justify-start">
                <Link href={href}>
                  <Icon className="text-primary" aria-hidden />
                  {label}
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
