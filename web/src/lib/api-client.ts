// The API as the web may call it, typed from the server's OpenAPI document (web/src/lib/api-schema.ts,
// docs/decisions/317-the-web-s-typed-api-client.md): apiRequest (queryClient.ts) takes a path template the
// document describes for the method ("/api/clients/{id}") and the path parameters, query and JSON body it
// describes, so a wrong one is a type error; the answer's `json()` is typed with the documented answer.
import type { paths } from "./api-schema";

export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The paths the document describes for this method. */
export type ApiPath<M extends ApiMethod> = {
  [P in keyof paths]: paths[P] extends Record<Lowercase<M>, object> ? P : never;
}[keyof paths];

/** The operation the document describes for this method and path. */
type Operation<M extends ApiMethod, P extends ApiPath<M>> = paths[P] extends Record<Lowercase<M>, infer O> ? O : never;

type PathPart<O> = O extends { parameters: { path: infer T extends object } } ? { path: T } : { path?: never };
type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
type QueryPart<O> = [QueryOf<O>] extends [never]
  ? { query?: never }
  : O extends { parameters: { query: object } }
    ? { query: QueryOf<O> }
    : { query?: QueryOf<O> };
type Json<Content> = Content extends { "application/json": infer B } ? B : never;
type BodyPart<O> = O extends { requestBody: { content: infer C } }
  ? { body: Json<C> }
  : O extends { requestBody?: { content: infer C } }
    ? { body?: Json<C> }
    : { body?: never };

/** The JSON body the document describes for this method and path (for a form's values or a mutation's input). */
export type ApiBody<M extends ApiMethod, P extends ApiPath<M>> =
  Operation<M, P> extends { requestBody?: { content: infer C } } ? Json<C> : never;

/** The query the document describes for this method and path. */
export type ApiQuery<M extends ApiMethod, P extends ApiPath<M>> = QueryOf<Operation<M, P>>;

/** What a call passes beside the method and path: `{ path?, query?, body? }` as the document describes them. */
export type ApiInit<M extends ApiMethod, P extends ApiPath<M>> = PathPart<Operation<M, P>> &
  QueryPart<Operation<M, P>> &
  BodyPart<Operation<M, P>>;

type Success = 200 | 201 | 202;
type Answered<O> = O extends { responses: infer R }
  ? { [S in keyof R]: S extends Success ? (R[S] extends { content: infer C } ? Json<C> : never) : never }[keyof R]
  : never;

/** The documented JSON answer of a successful call (`unknown` for files, pages and redirects). */
export type ApiAnswer<M extends ApiMethod, P extends ApiPath<M>> = [Answered<Operation<M, P>>] extends [never]
  ? unknown
  : Answered<Operation<M, P>>;

/** The fetch Response, its `json()` typed with the documented answer. */
export interface ApiResponse<T> extends Response {
  json(): Promise<T>;
}

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
// Distributed over P, so an unknown path is reported as the path, not as a missing argument.
export type ApiInitArgs<M extends ApiMethod, P extends ApiPath<M>> = P extends unknown
  ? RequiredKeys<ApiInit<M, P>> extends never
    ? [init?: ApiInit<M, P>]
    : [init: ApiInit<M, P>]
  : never;

/** "/api/clients/{id}" with `{ id: "c1" }` and a query → "/api/clients/c1?…". */
export function apiUrl(path: string, params?: Record<string, unknown>, query?: Record<string, unknown>): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`No value for {${name}} in ${path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one !== undefined && one !== null) search.append(name, String(one));
    }
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}
