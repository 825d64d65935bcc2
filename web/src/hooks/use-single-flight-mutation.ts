// A mutation whose `mutate` ignores a second call while the first is on its way. `isPending` turns true
// a tick after the click (TanStack notifies on the next task), so a double click on a disabled-while-
// pending button still sent two requests: two scheduled posts, published twice.
import { useCallback, useRef } from "react";
import { useMutation, type UseMutationOptions, type UseMutationResult } from "@tanstack/react-query";

export function useSingleFlightMutation<TData = unknown, TError = Error, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const mutation = useMutation(options);
  const busy = useRef(false);
  const { mutateAsync } = mutation;
  type Mutate = UseMutationResult<TData, TError, TVariables, TContext>["mutate"];
  const mutate = useCallback(
    (...args: Parameters<Mutate>) => {
      if (busy.current) return;
      busy.current = true;
      // Failures reach the options' onError; this promise is only for knowing when it settled.
      mutateAsync(...args)
        .catch(() => undefined)
        .finally(() => {
          busy.current = false;
        });
    },
    [mutateAsync],
  ) as Mutate;
  return { ...mutation, mutate } as UseMutationResult<TData, TError, TVariables, TContext>;
}
