// Choosing one client out of many: the server searches (GET /api/clients?q=), twenty at a time, so
// an owner with 1,000 clients types a few letters instead of scrolling a list of all of them.
import { forwardRef, useEffect, useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ClientView } from "@core/clients/schemas";
import { Combobox, type ComboboxOption } from "@web/components/ui/combobox";
import { useDebouncedValue } from "@web/hooks/use-debounced-value";
import { fetchPage, pageQuery } from "@web/lib/paging";

const SHOWN = 20;
const CLIENTS_PATH = "/api/clients";

/** "Acme Ltd (Acme)": the name, with the company when there is one. */
export const clientLabel = (client: Pick<ClientView, "name" | "company">) =>
  client.company ? `${client.name} (${client.company})` : client.name;

interface Props {
  id?: string;
  value: ComboboxOption | null;
  onChange: (client: ComboboxOption) => void;
  /** Told whether the owner has any client at all (to offer "Add a client first"). */
  onNoClients?: (none: boolean) => void;
  disabled?: boolean;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

export const ClientPicker = forwardRef<HTMLInputElement, Props>(function ClientPicker(
  { value, onChange, onNoClients, ...rest },
  ref,
) {
  const [query, setQuery] = useState("");
  const q = useDebouncedValue(query.trim());
  const clients = useQuery({
    // Under the clients key: adding or removing a client refreshes the picker too.
    queryKey: [CLIENTS_PATH, "picker", q],
    queryFn: ({ signal }) =>
      fetchPage<ClientView>(`${CLIENTS_PATH}${pageQuery({ q, limit: SHOWN })}`, undefined, signal),
    placeholderData: keepPreviousData,
  });
  // Whether the owner has any client at all is read from the unsearched list only.
  const none = q === "" && !clients.isPlaceholderData && clients.data ? clients.data.total === 0 : null;
  useEffect(() => {
    if (none !== null) onNoClients?.(none);
  }, [none, onNoClients]);
  const options = (clients.data?.items ?? []).map((c) => ({ value: c.id, label: clientLabel(c) }));
  const total = clients.data?.total ?? 0;

  return (
    <Combobox
      ref={ref}
      selected={value}
      onSelect={onChange}
      query={query}
      onQueryChange={setQuery}
      options={options}
      isLoading={clients.isFetching}
      settled={q === query.trim() && !clients.isPlaceholderData && !clients.isFetching}
      placeholder={clients.isLoading ? "Loading clients..." : "Search your clients"}
      emptyText={q ? `No client matches "${q}"` : "No clients yet"}
      footer={total > options.length ? `${options.length} of ${total} shown: type to narrow` : undefined}
      {...rest}
    />
  );
});
