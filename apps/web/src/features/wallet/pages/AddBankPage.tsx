import { Button, Form, Input } from "antd-mobile";
import { useLocation, useNavigate } from "react-router";
import { MAX_BANK_CARDS, type BankCode, type WalletListModels } from "@lottery/contract";
import { LoadState } from "../../../components/LoadState.tsx";
import { paths } from "../../../lib/paths.ts";
import { showToast } from "../../../lib/toast.ts";
import { walletMessages } from "../../../messages/wallet.ts";
import { useBindWallet, useWalletList } from "../api/cards.ts";
import { cameFromCardList } from "../card-list-state.ts";
import { BankPicker } from "../components/BankPicker.tsx";
import { CardNoInput } from "../components/CardNoInput.tsx";
import { RealNameHint, WalletLayout, WalletNote } from "../components/WalletLayout.tsx";
import { cardNoProblem } from "../form-rules.ts";

interface AddBankValues {
  bankCode?: BankCode;
  cardNo?: string;
  branch?: string;
}

/** After adding: back to the card list it came from, or to the card list in its place. */
function useBackToCardList() {
  const navigate = useNavigate();
  const { state } = useLocation();
  return () => {
    if (cameFromCardList(state)) void navigate(-1);
    else void navigate(paths.bankManagement, { replace: true });
  };
}

function AddBankForm({ holder }: { holder: string }) {
  const [form] = Form.useForm<AddBankValues>();
  const mutation = useBindWallet();
  const backToList = useBackToCardList();

  const onFinish = async (values: AddBankValues) => {
    const branch = values.branch?.trim();
    try {
      await mutation.mutateAsync({
        bankCode: values.bankCode!,
        cardNo: values.cardNo ?? "",
        ...(branch ? { branch } : {}),
      });
    } catch {
      return;
    }
    showToast(walletMessages.cardAdded);
    backToList();
  };

  const cardNoRule = {
    validator: async (_rule: unknown, value: unknown) => {
      const problem = cardNoProblem(typeof value === "string" ? value : "", form.getFieldValue("bankCode"));
      if (problem) throw new Error(problem);
    },
  };

  return (
    <Form
      form={form}
      layout="horizontal"
      mode="card"
      onFinish={onFinish}
      footer={
        <div className="wallet-submit">
          <Button
            block
            type="submit"
            color="primary"
            size="large"
            shape="rounded"
            loading={mutation.isPending}
          >
            {walletMessages.confirmAdd}
          </Button>
        </div>
      }
    >
      <Form.Item label={walletMessages.cardHolder}>
        <span className="wallet-holder">{holder}</span>
      </Form.Item>
      <Form.Item
        name="bankCode"
        label={walletMessages.bankLabel}
        rules={[{ required: true, message: walletMessages.bankPlaceholder }]}
      >
        <BankPicker />
      </Form.Item>
      <Form.Item
        name="cardNo"
        label={walletMessages.cardNoLabel}
        dependencies={["bankCode"]}
        rules={[cardNoRule]}
      >
        <CardNoInput />
      </Form.Item>
      <Form.Item name="branch" label={walletMessages.branchLabel}>
        <Input placeholder={walletMessages.branchPlaceholder} clearable maxLength={40} />
      </Form.Item>
    </Form>
  );
}

function AddBankContent({ data }: { data: WalletListModels }) {
  if (!data.realName) return <RealNameHint />;
  if (!data.canAdd) return <WalletNote>{walletMessages.bankCardLimit(MAX_BANK_CARDS)}</WalletNote>;
  return (
    <>
      <AddBankForm holder={data.realName} />
      <WalletNote>{walletMessages.holderNote}</WalletNote>
    </>
  );
}

/** /addBank: holder (the masked real name, read-only), bank, card number (Luhn-checked), branch. */
export default function AddBankPage() {
  const query = useWalletList();
  return (
    <WalletLayout title={walletMessages.addBankTitle}>
      <LoadState status={query.status} onRetry={() => void query.refetch()}>
        {query.data && <AddBankContent data={query.data} />}
      </LoadState>
    </WalletLayout>
  );
}
