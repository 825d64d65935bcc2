// What a list shows when it has no rows: one line saying so, and (for a list not yet begun) what it is
// for and the action that starts it.
import type { ReactNode } from "react";

export function ListEmpty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="grid justify-items-start gap-3 p-6">
      <p className="font-medium">{title}</p>
      {children}
    </div>
  );
}
