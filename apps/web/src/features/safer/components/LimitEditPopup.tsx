import { useState } from "react";
import { Button, Input, Popup } from "antd-mobile";
import { minuteLimitKinds, type SaferLimitKind } from "@lottery/contract";
import { showToast } from "../../../lib/toast.ts";
import { saferMessages } from "../../../messages/safer.ts";
import { setSaferLimit } from "../api/safer.ts";

const YUAN = /^(0|[1-9]\d{0,9})(\.\d{1,2})?$/;
const MINUTES = /^[1-9]\d{0,5}$/;

/** Whether the typed value may be sent: empty (no limit), yuan above 0, or whole minutes. */
export function limitInputOk(kind: SaferLimitKind, text: string): boolean {
  if (text === "") return true;
  if (minuteLimitKinds.includes(kind)) return MINUTES.test(text);
  return YUAN.test(text) && Number(text) > 0;
}

/** A bottom popup to set one limit; the answer says whether it applied or waits 24 hours. */
export function LimitEditPopup(props: { kind: SaferLimitKind | null; onClose: () => void }) {
  const kind = props.kind ?? "depositDay";
  const [value, setValue] = useState("");
  const [busy, setBusy] = useState(false);
  const minutes = minuteLimitKinds.includes(kind);

  const close = () => {
    setValue("");
    props.onClose();
  };
  const save = async () => {
    const text = value.trim();
    if (!limitInputOk(kind, text)) {
      showToast(saferMessages.saferBadValue);
      return;
    }
    setBusy(true);
    try {
      const info = await setSaferLimit(kind, text);
      const pending = info.limits.find((l) => l.kind === kind)?.pending ?? false;
      showToast(pending ? saferMessages.saferSavedPending : saferMessages.saferSaved);
      close();
    } catch {
      // The request helper has shown the refusal.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Popup visible={props.kind !== null} onMaskClick={close} destroyOnClose>
      <div className="safer-popup">
        <div className="safer-popup-title">
          {saferMessages.saferEditTitle(saferMessages.saferLimitNames[kind])}
        </div>
        <Input
          className="safer-input"
          value={value}
          onChange={setValue}
          inputMode={minutes ? "numeric" : "decimal"}
          placeholder={minutes ? saferMessages.saferMinutesPlaceholder : saferMessages.saferYuanPlaceholder}
          aria-label={saferMessages.saferLimitNames[kind]}
          clearable
        />
        <div className="safer-popup-actions">
          <Button block shape="rounded" onClick={close}>
            {saferMessages.saferCancel}
          </Button>
          <Button block shape="rounded" color="primary" loading={busy} onClick={() => void save()}>
            {saferMessages.saferSave}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
