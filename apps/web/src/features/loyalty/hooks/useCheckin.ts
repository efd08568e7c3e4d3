import { Dialog } from "antd-mobile";
import { useMutation } from "@tanstack/react-query";
import { queryClient } from "../../../lib/query-client.ts";
import { showToast } from "../../../lib/toast.ts";
import { loyaltyMessages } from "../../../messages/loyalty.ts";
import { checkIn, loyaltyKey, makeUpCheckin } from "../api/loyalty.ts";

/** Today's check-in and the make-up of a missed day (after a confirmation); both refresh every loyalty query. */
export function useCheckin() {
  const refresh = () => void queryClient.invalidateQueries({ queryKey: loyaltyKey });
  const today = useMutation({
    mutationFn: checkIn,
    onSuccess: (models) => {
      showToast(loyaltyMessages.loyaltyCheckinDone(models.points, models.streak));
      refresh();
    },
  });
  const makeUp = useMutation({
    mutationFn: makeUpCheckin,
    onSuccess: () => {
      showToast(loyaltyMessages.loyaltyMakeUpDone);
      refresh();
    },
  });
  return {
    checkIn: () => today.mutate(),
    checking: today.isPending,
    makeUp: async (day: string) => {
      if (await Dialog.confirm({ content: loyaltyMessages.loyaltyMakeUpConfirm(day) })) makeUp.mutate(day);
    },
  };
}
