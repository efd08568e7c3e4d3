import { useNavigate } from "react-router";
import { PagedList } from "../../../components/PagedList.tsx";
import { paths } from "../../../lib/paths.ts";
import { useSession } from "../../../lib/session.ts";
import { togetherMessages } from "../../../messages/together.ts";
import { useMySchemes } from "../api/schemes.ts";
import { SchemeRecordRow } from "./SchemeRecordRow.tsx";

/** 投注记录 → 合买: the schemes I started or joined with my shares, my cost and my prize part. */
export function MySchemeRecords() {
  const navigate = useNavigate();
  const mid = useSession((s) => s.userInfo?.Mid);
  const list = useMySchemes("");
  return (
    <PagedList
      query={list}
      emptyText={togetherMessages.together.noMine}
      renderItem={(scheme) => (
        <SchemeRecordRow
          key={scheme.schemeId}
          scheme={scheme}
          mid={mid}
          onOpen={(id) => navigate(`${paths.togetherOrder}?schemeId=${encodeURIComponent(id)}`)}
        />
      )}
      container={(rows) => <div className="order-rows">{rows}</div>}
    />
  );
}
