// Type tests, run by `npm run typecheck`: a call the OpenAPI document does not allow is a type error.
// Each `@ts-expect-error` fails the typecheck when its line stops being an error.
import type { ApiAnswer, ApiBody, ApiQuery } from "./api-client";
import { apiRequest } from "./queryClient";

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const expectType = <T extends true>(_: T) => undefined;

export async function calls() {
  // Allowed: the path template, its parameters and the documented body, query and answer.
  const client = await (
    await apiRequest("PUT", "/api/clients/{id}", { path: { id: "c1" }, body: { name: "Acme Ltd" } })
  ).json();
  const name: string = client.name;
  await apiRequest("POST", "/api/notifications/read");
  await apiRequest("GET", "/api/invoices/{id}/payment-plan/proposal", { path: { id: "i1" }, query: { count: 2 } });
  await apiRequest("POST", `/api/recurring-invoices/{id}/${"pause" as "pause" | "end"}`, { path: { id: "s1" } });

  // @ts-expect-error a path the document does not describe
  await apiRequest("GET", "/api/client");
  // @ts-expect-error a method the path does not have
  await apiRequest("DELETE", "/api/auth/signup");
  // @ts-expect-error a path written with its value instead of its template
  await apiRequest("PUT", "/api/clients/c1", { body: { name: "Acme Ltd" } });
  // @ts-expect-error a path parameter missing
  await apiRequest("PUT", "/api/clients/{id}", { body: { name: "Acme Ltd" } });
  // @ts-expect-error a path parameter of another name
  await apiRequest("PUT", "/api/clients/{id}", { path: { clientId: "c1" }, body: { name: "Acme Ltd" } });
  // @ts-expect-error a body field the document does not have
  await apiRequest("PUT", "/api/clients/{id}", { path: { id: "c1" }, body: { name: "Acme Ltd", nmae: "x" } });
  // @ts-expect-error a required body field missing
  await apiRequest("PUT", "/api/clients/{id}", { path: { id: "c1" }, body: { email: "ap@acme.example" } });
  // @ts-expect-error a body field of the wrong type
  await apiRequest("POST", "/api/invoices/{id}/payments", { path: { id: "i1" }, body: { amount: "1", method: "gold" } });
  // @ts-expect-error a body where the route takes none
  await apiRequest("POST", "/api/notifications/read", { body: { all: true } });
  // @ts-expect-error a required body left out
  await apiRequest("PUT", "/api/clients/{id}", { path: { id: "c1" } });
  // @ts-expect-error a query parameter the document does not have
  await apiRequest("GET", "/api/invoices/{id}/payment-plan/proposal", { path: { id: "i1" }, query: { cnt: 2 } });
  // @ts-expect-error a query value of the wrong type
  await apiRequest("GET", "/api/invoices/{id}/payment-plan/proposal", { path: { id: "i1" }, query: { count: "2" } });
  // @ts-expect-error a query where the route takes none
  await apiRequest("POST", "/api/notifications/read", { query: { all: true } });
  // @ts-expect-error an action the path does not have
  await apiRequest("POST", `/api/recurring-invoices/{id}/${"stop" as "pause" | "stop"}`, { path: { id: "s1" } });
  return name;
}

// The helper types read the same document.
expectType<Equal<ApiQuery<"GET", "/api/invoices/{id}/payment-plan/proposal">, { count?: number; from?: string }>>(true);
expectType<Equal<ApiBody<"PUT", "/api/analytics/weekly-goal">, { weeklyTaskGoal: number | null }>>(true);
expectType<Equal<ApiAnswer<"GET", "/api/invoices/{id}/pdf">, unknown>>(true);
