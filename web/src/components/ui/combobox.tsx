// A searchable single choice (WAI-ARIA 1.2 combobox with a listbox popup): the owner types, the
// options come from the caller (usually a server search), arrows move, Enter picks, Escape closes,
// Tab closes the list and moves on to the next field (the choice kept).
// For lists too long for a Select (1,000 clients).
import { forwardRef, useEffect, useId, useState, type KeyboardEvent } from "react";
import { Check, ChevronsUpDown } from "lucide-react";
import { Spinner } from "@web/components/ui/spinner";
import { cn } from "@web/lib/utils";

export interface ComboboxOption {
  value: string;
  label: string;
}

interface Props {
  id?: string;
  /** The chosen option (shown when the field is not being typed in). */
  selected: ComboboxOption | null;
  onSelect: (option: ComboboxOption) => void;
  /** What the owner typed: the caller searches with it. */
  query: string;
  onQueryChange: (query: string) => void;
  options: ComboboxOption[];
  isLoading?: boolean;
  /**
   * False while the options shown are not yet the answer to what was typed (a search on its way): an
   * Enter then waits for them, so a fast typist never picks the first of the old list. Default true.
   */
  settled?: boolean;
  /** Under the options when the search found more than are shown. */
  footer?: string;
  placeholder?: string;
  emptyText?: string;
  disabled?: boolean;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

export const Combobox = forwardRef<HTMLInputElement, Props>(function Combobox(
  {
    id,
    selected,
    onSelect,
    query,
    onQueryChange,
    options,
    isLoading,
    settled = true,
    footer,
    placeholder,
    emptyText = "No matches",
    disabled,
    ...aria
  },
  ref,
) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [enterWaiting, setEnterWaiting] = useState(false);
  const activeIndex = Math.min(active, Math.max(options.length - 1, 0));

  const pick = (option: ComboboxOption) => {
    onSelect(option);
    onQueryChange("");
    setOpen(false);
  };

  // An Enter pressed before the search answered picks from the answer, once it is in.
  const waitingOption = enterWaiting && settled ? (options[activeIndex] ?? null) : undefined;
  useEffect(() => {
    if (waitingOption === undefined) return;
    setEnterWaiting(false);
    if (waitingOption) pick(waitingOption);
    else onQueryChange("");
    // pick is rebuilt each render; what matters is the answer arriving.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waitingOption]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((activeIndex + step + options.length) % Math.max(options.length, 1));
    } else if (event.key === "Enter" && open) {
      // Enter picks the highlighted client rather than submitting the form half-filled.
      event.preventDefault();
      if (!settled) return setEnterWaiting(true);
      const option = options[activeIndex];
      if (option) pick(option);
    } else if (event.key === "Tab" && open) {
      // Not prevented: focus moves on as from any field. Closing first keeps the list (a scrollable
      // element Chromium would otherwise focus) out of the Tab order (qa14 F12).
      setOpen(false);
      // An Enter already pressed still picks once the search answers (a fast typist's Enter, Tab):
      // the query stays until then.
      if (!enterWaiting) onQueryChange("");
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setEnterWaiting(false);
      onQueryChange("");
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <div className="relative">
      <input
        ref={ref}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && options.length > 0 ? optionId(activeIndex) : undefined}
        disabled={disabled}
        placeholder={selected ? selected.label : placeholder}
        value={open ? query : (selected?.label ?? "")}
        maxLength={100}
        onChange={(event) => {
          setEnterWaiting(false);
          onQueryChange(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className={cn(
          "flex h-9 w-full min-w-0 rounded-md border border-input bg-transparent py-1 pr-9 pl-3 text-base shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 md:text-sm",
          "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
          "aria-invalid:border-destructive aria-invalid:ring-destructive/20",
          selected && !open && "placeholder:text-foreground",
        )}
        {...aria}
      />
      <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground">
        {isLoading && open ? <Spinner className="size-4" /> : <ChevronsUpDown className="size-4" aria-hidden />}
      </span>
      {open && (
        <div className="absolute z-50 mt-1 w-full overflow-hidden rounded-md border bg-popover text-popover-foreground shadow-md">
          {/* tabIndex -1: a scrollable list is a Tab stop in Chromium; the options are reached by arrows. */}
          <ul id={listId} role="listbox" tabIndex={-1} className="max-h-64 overflow-y-auto p-1">
            {options.map((option, index) => (
              <li
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={selected?.value === option.value}
                // mousedown, not click: the input must not blur (and close the list) before the pick.
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(option);
                }}
                onMouseMove={() => setActive(index)}
                className={cn(
                  "flex cursor-default items-center justify-between gap-2 rounded-sm px-2 py-1.5 text-sm select-none",
                  index === activeIndex && "bg-accent text-accent-foreground",
                )}
              >
                <span className="truncate">{option.label}</span>
                {selected?.value === option.value && <Check className="size-4 shrink-0" aria-hidden />}
              </li>
            ))}
          </ul>
          {options.length === 0 && (
            <p className="px-3 py-2 text-sm text-muted-foreground">{isLoading ? "Searching..." : emptyText}</p>
          )}
          {footer && options.length > 0 && (
            <p className="border-t px-3 py-1.5 text-xs text-muted-foreground">{footer}</p>
          )}
        </div>
      )}
    </div>
  );
});
