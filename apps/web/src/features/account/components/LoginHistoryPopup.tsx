import { InfiniteScroll, List, Popup, Tag } from "antd-mobile";
import type { LoginRecord } from "@lottery/contract";
import { messages } from "../../../messages/index.ts";
import { useLoginHistory } from "../api/login-history.ts";
import { clientTypeName } from "../client-names.ts";
import { formatDateTime } from "../format.ts";

function LoginRecordItem({ record }: { record: LoginRecord }) {
  return (
    <List.Item
      description={`${record.ip} · ${clientTypeName(record.clientType)}`}
      extra={
        <Tag color={record.success ? "success" : "danger"} fill="outline">
          {record.success ? messages.loginSucceeded : messages.loginFailed}
        </Tag>
      }
    >
      {formatDateTime(record.time)}
      <span className="login-method">{messages.loginMethods[record.method]}</span>
    </List.Item>
  );
}

function LoginHistoryList() {
  const history = useLoginHistory();
  const records = history.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <>
      <List>
        {records.map((record, i) => (
          <LoginRecordItem key={`${record.time}-${i}`} record={record} />
        ))}
      </List>
      <InfiniteScroll
        loadMore={async () => void (await history.fetchNextPage())}
        hasMore={history.hasNextPage}
      >
        {history.hasNextPage || history.isPending
          ? messages.pageLoading
          : records.length === 0
            ? messages.noLoginRecords
            : messages.noMore}
      </InfiniteScroll>
    </>
  );
}

/** 登录记录: the player's login attempts (time, IP, client, method, 成功/失败), newest first. */
export function LoginHistoryPopup({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      destroyOnClose
      bodyClassName="login-history-popup"
    >
      <div className="popup-title">{messages.loginHistory}</div>
      <div className="popup-scroll">
        <LoginHistoryList />
      </div>
    </Popup>
  );
}
