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
      <CardHeader>
        <CardTitle as="h2">Quick Actions</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2">
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
