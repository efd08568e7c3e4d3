import { useMutation, useQueryClient } from "@tanstack/react-query";
import { App } from "antd";

export interface ActionOptions<R> {
  /** Said on success (Chinese, from the feature's messages). */
  success?: string | ((result: R) => string);
  /** Query key prefixes (API paths) to read again afterwards. */
  invalidate?: string[];
  onDone?: (result: R) => void;
}

/**
 * An operator action: runs `run`, shows the server's Chinese refusal as an error message, says
 * `success` and refreshes the lists it touched.
 */
export function useAction<V, R>(run: (vars: V) => Promise<R>, options: ActionOptions<R> = {}) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation<R, Error, V>({
    mutationFn: run,
    onSuccess: async (result) => {
      const text = typeof options.success === "function" ? options.success(result) : options.success;
      if (text) void message.success(text);
      await Promise.all(
        (options.invalidate ?? []).map((path) => queryClient.invalidateQueries({ queryKey: [path] })),
      );
      options.onDone?.(result);
    },
    onError: (error) => void message.error(error.message),
  });
}
