import { InfiniteScroll, List, Popup, Tag } from "antd-mobile";
import type { LoginRecord } from "@lottery/contract";
import { accountMessages } from "../../../messages/account.ts";
import { commonMessages } from "../../../messages/common.ts";
import { useLoginHistory } from "../api/login-history.ts";
import { clientTypeName } from "../client-names.ts";
import { formatDateTime } from "../format.ts";

function LoginRecordItem({ record }: { record: LoginRecord }) {
  return (
    <List.Item
      description={`${record.ip} · ${clientTypeName(record.clientType)}`}
      extra={
        <Tag color={record.success ? "success" : "danger"} fill="outline">
          {record.success ? accountMessages.loginSucceeded : accountMessages.loginFailed}
        </Tag>
      }
    >
      {formatDateTime(record.time)}
      <span className="login-method">{accountMessages.loginMethods[record.method]}</span>
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
          ? commonMessages.pageLoading
          : records.length === 0
            ? accountMessages.noLoginRecords
            : commonMessages.noMore}
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
      <div className="popup-title">{accountMessages.loginHistory}</div>
      <div className="popup-scroll">
        <LoginHistoryList />
      </div>
    </Popup>
  );
}
