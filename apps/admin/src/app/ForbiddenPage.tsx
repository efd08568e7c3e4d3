import { Button, Result } from "antd";
import { Link } from "react-router";
import { useSession } from "../lib/session.ts";
import { homePath } from "../lib/menu.ts";
import { appMessages } from "../lib/messages.ts";

/** What a page says when the operator's role may not use it. */
export function ForbiddenPage({ text = appMessages.noPermission }: { text?: string }) {
  const home = homePath(useSession()?.operator.permissions);
  return (
    <Result
      status="403"
      title="403"
      subTitle={text}
      extra={
        home ? (
          <Link to={home}>
            <Button type="primary">{appMessages.backHome}</Button>
          </Link>
        ) : null
      }
    />
  );
}
